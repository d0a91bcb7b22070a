import Foundation
import InfiniteProxy

/// A model of the Objective-C runtime's method tables, as far as method hooks need it: classes
/// with their own methods and a superclass, lookup through the chain, `_cmd` passed to every
/// implementation, `class_replaceMethod`, `method_exchangeImplementations`, `[super …]`, message
/// forwarding (`forwardingTarget(for:)`, `resolveInstanceMethod`) and "unrecognized selector".
///
/// The glue's hook installation runs on it through the shipped ``MethodHookInstaller`` (it is a
/// ``MethodHookTable``), so host tests can install other libraries' swizzlers before or after
/// ours, subclasses that override and call `super`, and a client that goes away.
///
/// ```swift
/// let runtime = HostMethodTable()
/// let view = runtime.makeClass("UIView")
/// runtime.addMethod("layoutSubviews", to: view) { _, cmd, _ in print(cmd); return nil }
/// runtime.send("layoutSubviews", to: runtime.makeObject(view))   // prints "layoutSubviews"
/// ```
///
/// Like the Objective-C runtime it models, the table belongs to no actor: a message can be sent
/// from any thread (a hook body then decides what it may do there, through the shipped
/// `HookGate`). Not synchronised: a test that sends from another thread waits for it.
///
/// - Complexity: a send is O(depth of the class chain); everything else O(1).
nonisolated package final class HostMethodTable {
    /// A class: its own methods and its superclass.
    nonisolated package final class Class {
        package let name: String
        package let superclass: Class?
        var methods: [String: Implementation] = [:]
        /// `+resolveInstanceMethod:`: an implementation to add for a selector the class lacks.
        package var resolveInstanceMethod: ((String) -> Implementation?)?

        init(name: String, superclass: Class?) {
            self.name = name
            self.superclass = superclass
        }

        /// Whether the class itself (not a superclass) defines `selector`.
        package func definesOwn(_ selector: String) -> Bool { methods[selector] != nil }
    }

    /// An implementation (an `IMP`): called with the receiver, `_cmd` and the arguments.
    nonisolated package struct Implementation {
        /// Distinguishes implementations in tests (the same body installed twice has one id).
        package let id: Int
        let body: (Object, String, [Any]) -> Any?
    }

    /// An instance: its class, associated objects, and what it forwards to.
    nonisolated package final class Object {
        package let isa: Class
        /// The host view this object stands for, if any (`payload`, weak).
        package weak var payload: AnyObject?
        /// `-forwardingTargetForSelector:`; nil forwards nowhere.
        package var forwardingTarget: ((String) -> Object?)?

        init(isa: Class) { self.isa = isa }
    }

    /// Selectors sent to objects that could not answer them ("unrecognized selector sent to
    /// instance", which UIKit apps crash on), in order.
    package private(set) var unrecognized: [String] = []
    private var nextID = 0

    package init() {}

    // MARK: Classes and methods

    /// `objc_allocateClassPair` + register.
    package func makeClass(_ name: String, superclass: Class? = nil) -> Class {
        Class(name: name, superclass: superclass)
    }

    /// An instance of `cls`.
    package func makeObject(_ cls: Class, payload: AnyObject? = nil) -> Object {
        let object = Object(isa: cls)
        object.payload = payload
        return object
    }

    /// `imp_implementationWithBlock`: a new implementation.
    package func implementation(_ body: @escaping (Object, String, [Any]) -> Any?) -> Implementation {
        nextID += 1
        return Implementation(id: nextID, body: body)
    }

    /// `class_addMethod` (replacing nothing: false when `cls` already defines `selector`).
    @discardableResult
    package func addMethod(_ selector: String, to cls: Class, _ body: @escaping (Object, String, [Any]) -> Any?) -> Bool {
        guard cls.methods[selector] == nil else { return false }
        cls.methods[selector] = implementation(body)
        return true
    }

    /// `method_exchangeImplementations` on `cls`'s own methods (the technique the glue no longer
    /// uses, kept for other libraries' swizzlers and for negative controls in tests).
    package func exchange(_ first: String, _ second: String, in cls: Class) {
        let a = cls.methods[first], b = cls.methods[second]
        cls.methods[first] = b
        cls.methods[second] = a
    }

    /// The implementation `cls` itself defines for `selector` (`class_copyMethodList`), nil when it
    /// only inherits one.
    package func ownImplementation(of selector: String, in cls: Class) -> Implementation? {
        cls.methods[selector]
    }

    /// `class_getInstanceMethod` + `method_getImplementation`: own or inherited.
    package func lookUp(_ selector: String, from cls: Class?) -> Implementation? {
        var current = cls
        while let cls = current {
            if let found = cls.methods[selector] { return found }
            current = cls.superclass
        }
        return nil
    }

    // MARK: Messages

    /// `objc_msgSend`: the receiver's implementation with `selector` as `_cmd`; then
    /// `resolveInstanceMethod`, then `forwardingTarget`; else "unrecognized selector" (recorded,
    /// nil returned).
    @discardableResult
    package func send(_ selector: String, to object: Object, _ arguments: [Any] = []) -> Any? {
        if let found = lookUp(selector, from: object.isa) { return found.body(object, selector, arguments) }
        if let resolved = resolve(selector, in: object.isa) { return resolved.body(object, selector, arguments) }
        if let target = object.forwardingTarget?(selector), target !== object {
            return send(selector, to: target, arguments)
        }
        unrecognized.append(selector)
        return nil
    }

    /// `[super selector]` written in a method of `cls`.
    @discardableResult
    package func sendSuper(_ selector: String, from cls: Class, to object: Object, _ arguments: [Any] = []) -> Any? {
        guard let found = lookUp(selector, from: cls.superclass) else {
            unrecognized.append(selector)
            return nil
        }
        return found.body(object, selector, arguments)
    }

    /// Calls `implementation` directly with `cmd` (what a swizzler does with a stored `IMP`).
    @discardableResult
    package func call(_ implementation: Implementation, _ object: Object, cmd: String, _ arguments: [Any]) -> Any? {
        implementation.body(object, cmd, arguments)
    }

    /// `-respondsToSelector:` as the runtime answers it (methods and resolvable selectors).
    package func responds(_ object: Object, to selector: String) -> Bool {
        lookUp(selector, from: object.isa) != nil
    }

    private func resolve(_ selector: String, in cls: Class) -> Implementation? {
        var current: Class? = cls
        while let candidate = current {
            if let resolver = candidate.resolveInstanceMethod, let added = resolver(selector) {
                candidate.methods[selector] = added
                return added
            }
            current = candidate.superclass
        }
        return nil
    }
}

/// The runtime's half of hook installation (`class_getInstanceMethod`, `class_replaceMethod`).
nonisolated extension HostMethodTable: MethodHookTable {
    package func implementation(of selector: String, in cls: Class) -> Implementation? {
        lookUp(selector, from: cls)
    }

    package func replaceImplementation(of selector: String, in cls: Class, with implementation: Implementation) -> Implementation? {
        let previous = cls.methods[selector]
        cls.methods[selector] = implementation
        return previous
    }
}
