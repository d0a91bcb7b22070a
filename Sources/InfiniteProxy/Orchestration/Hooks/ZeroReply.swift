/// UIKit's "nothing" for an Objective-C method, from its type encoding: what a proxy whose client
/// is gone answers a message UIKit cached as implemented.
///
/// Only the return type matters: arguments are ignored, and on arm64 (and x86_64) a callee that
/// ignores its arguments is correct whatever they are. The returned value follows the C calling
/// convention of the return type, so each case is one replacement signature on iOS.
///
/// ```swift
/// ZeroReply(typeEncoding: "d32@0:8@16q24")                 // .double   (heightForHeaderInSection)
/// ZeroReply(typeEncoding: "{CGSize=dd}40@0:8@16@24@32")    // .doubles(2) (sizeForItemAt)
/// ZeroReply(typeEncoding: "v24@0:8@16")                    // .void     (scrollViewDidScroll:)
/// ZeroReply(typeEncoding: "{CGAffineTransform=dddddd}16@0:8") // nil: no zero reply known
/// ```
///
/// - Complexity: O(length of the return type's encoding).
package enum ZeroReply: Equatable, Sendable {
    /// No value.
    case void
    /// One general-purpose register: an integer, `BOOL`, object, class, selector or pointer; 0.
    case word
    /// A `float`; 0.
    case float
    /// A `double` (`CGFloat`); 0.
    case double
    /// A struct of 1, 2 or 4 doubles (`CGPoint`, `CGSize`, `CGRect`, `UIEdgeInsets`…), all zero:
    /// a homogeneous aggregate returned in floating-point registers.
    case doubles(Int)
    /// A struct of two words (`NSRange`), both zero.
    case words(Int)

    /// The reply for a method whose full type encoding is `typeEncoding`; nil when the return type
    /// is one this library cannot answer (a larger struct, a union, a C array).
    package init?(typeEncoding: String) {
        var characters = Substring(typeEncoding)
        // Method qualifiers: const, in, inout, out, bycopy, byref, oneway.
        while let first = characters.first, "rnNoORV".contains(first) { characters = characters.dropFirst() }
        guard let first = characters.first else { return nil }
        switch first {
        case "v": self = .void
        case "@", "#", ":", "*", "^", "c", "C", "s", "S", "i", "I", "l", "L", "q", "Q", "B": self = .word
        case "f": self = .float
        case "d": self = .double
        case "{":
            guard let members = Self.structMembers(characters) else { return nil }
            if [1, 2, 4].contains(members.count), members.allSatisfy({ $0 == "d" }) {
                self = .doubles(members.count)
            } else if members.count == 2, members.allSatisfy({ "qQlL".contains($0) }) {
                self = .words(2)
            } else {
                return nil
            }
        default: return nil
        }
    }

    /// The member types of a flat struct encoding such as `{CGRect={CGPoint=dd}{CGSize=dd}}`
    /// (nested structs are flattened); nil for anything else.
    private static func structMembers(_ encoding: Substring) -> [Character]? {
        var members: [Character] = []
        var depth = 0
        var inName = false
        for character in encoding {
            switch character {
            case "{":
                depth += 1
                inName = true
            case "=":
                inName = false
            case "}":
                depth -= 1
                inName = false
                if depth == 0 { return members }
            default:
                if inName { continue }
                guard "dfqQlLiIsScCB".contains(character) else { return nil }
                members.append(character)
            }
        }
        return nil
    }
}

/// Where an interceptor sends a selector it does not implement itself.
///
/// ```swift
/// InterceptorForwarding(clientResponds: false)   // .standIn: a dead client's cached selector gets zero
/// ```
package enum InterceptorForwarding: Equatable, Sendable {
    /// The client implements it: the client answers (`forwardingTarget(for:)` returns it).
    case client
    /// No client, or a client that no longer answers (UIKit cached `responds(to:)` for an earlier
    /// one): a stand-in answers UIKit's zero default (``ZeroReply``) until the controller assigns
    /// the proxies again. Never "unrecognized selector" for a method of the proxied protocols.
    case standIn

    package init(clientResponds: Bool) {
        self = clientResponds ? .client : .standIn
    }
}
