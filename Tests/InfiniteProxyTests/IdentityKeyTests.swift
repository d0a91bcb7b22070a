import Testing
@testable import InfiniteProxy

@Suite struct IdentityKeyTests {
    final class View {}

    @Test func keysOfOneObjectAreEqualAndOfTwoAreNot() {
        let first = View()
        let second = View()
        #expect(IdentityKey(ObjectIdentifier(first)) == IdentityKey(ObjectIdentifier(first)))
        #expect(IdentityKey(ObjectIdentifier(first)) != IdentityKey(ObjectIdentifier(second)))
        #expect(IdentityKey(ObjectIdentifier(first)).identifier == ObjectIdentifier(first))
    }

    @Test func aDictionaryOfViewsFindsEachRecordUntilItIsTaken() {
        let views = (0..<200).map { _ in View() }
        var records: [IdentityKey: Int] = [:]
        for (index, view) in views.enumerated() { records[IdentityKey(ObjectIdentifier(view))] = index }
        #expect(records.count == 200)
        for (index, view) in views.enumerated() where index % 2 == 0 {
            #expect(records.removeValue(forKey: IdentityKey(ObjectIdentifier(view))) == index)
        }
        for (index, view) in views.enumerated() {
            #expect(records[IdentityKey(ObjectIdentifier(view))] == (index % 2 == 0 ? nil : index))
        }
    }
}
