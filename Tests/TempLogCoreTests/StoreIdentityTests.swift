import Foundation
import TestSupport
import Testing

@testable import TempLogCore

/// A store's identity: made once, by the first change or the first export, kept in a file of
/// templog's own beside the store, the same for a copy of the store, never taken back by undo.
@Suite struct StoreIdentityTests {
    let directory = TemporaryDirectory()
    var store: ReadingStore { ReadingStore(path: directory.file("readings.jsonl")) }
    let now = Timestamp.parse(rfc3339: Array("2026-11-29T08:00:00+09:00".utf8))!

    func mode(_ path: String) -> Int {
        var status = stat()
        stat(path, &status)
        return Int(status.st_mode) & 0o777
    }

    @Test func theFirstChangeMakesTheIdentityAndEveryLaterOneKeepsIt() throws {
        #expect(try store.identity() == nil)
        try store.append(sampleReading(id: "aaaaaaaaaaa1"))
        let identity = try #require(try store.identity())
        #expect(Reading.isTemplogID(identity.id))
        #expect(identity.id.first.map { "abcdef".contains($0) } == true)
        #expect(directory.read("readings.jsonl.identity") == #"{"store":"\#(identity.id)"}"# + "\n")
        #expect(mode(store.identityPath) == 0o600)
        try store.append(sampleReading(id: "aaaaaaaaaaa2", taken: "2026-11-29T07:40:00+09:00"))
        try store.updateProfile(of: .named("hana"), at: now) { $0.displayName = "花子" }
        #expect(try store.identity() == identity)
        // Undo takes changes back, never the identity the first of them made.
        for _ in 0..<3 { _ = try store.undo() }
        #expect(try store.identity() == identity)
    }

    @Test func aCopyOfTheStoreIsTheSameStore() throws {
        try store.append(sampleReading())
        let copy = TemporaryDirectory()
        for name in ["readings.jsonl", "readings.jsonl.identity"] {
            copy.write(name, directory.read(name)!)
        }
        let copied = ReadingStore(path: copy.file("readings.jsonl"))
        #expect(try copied.identity() == store.identity())
    }

    /// A store kept by an earlier templog has none until it is needed: an export makes it,
    /// once, under the lock; nothing is made for a store that does not exist.
    @Test func anExportOfAStoreWithoutOneMakesItOnce() throws {
        #expect(try store.identityMakingIfNeeded() == nil)
        #expect(directory.read("readings.jsonl.identity") == nil)
        directory.write(
            "readings.jsonl", String(decoding: ReadingLine.encode(sampleReading()), as: UTF8.self))
        let made = try #require(try store.identityMakingIfNeeded())
        #expect(try store.identityMakingIfNeeded() == made)
        #expect(try store.identity() == made)
    }

    /// A file made by a process that ended before it wrote the line holds no identity yet: the
    /// next change writes one into it.
    @Test func anEmptyIdentityFileIsFilledIn() throws {
        try store.append(sampleReading(id: "aaaaaaaaaaa1"))
        directory.write("readings.jsonl.identity", "")
        #expect(try store.identity() == nil)
        let made = try #require(try store.identityMakingIfNeeded())
        #expect(directory.read("readings.jsonl.identity") == #"{"store":"\#(made.id)"}"# + "\n")
    }

    @Test func aFileThatHoldsNoIdentityIsRefused() throws {
        try store.append(sampleReading())
        directory.write("readings.jsonl.identity", "not mine\n")
        #expect(throws: StoreError.notAnIdentity(path: store.path + ".identity")) {
            try store.identity()
        }
    }

    @Test func aLinkWhereTheIdentityGoesIsRefusedBeforeAnythingIsWritten() throws {
        directory.write("elsewhere", #"{"store":"0123456789ab"}"# + "\n")
        try FileManager.default.createSymbolicLink(
            atPath: store.identityPath, withDestinationPath: directory.file("elsewhere"))
        #expect(throws: StoreError.unexpectedFile(path: store.path + ".identity", .symbolicLink)) {
            try store.append(sampleReading())
        }
        #expect(directory.read("readings.jsonl") == nil)
    }
}
