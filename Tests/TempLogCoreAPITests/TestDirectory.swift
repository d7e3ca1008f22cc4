import Foundation
import TempLogCore

/// A directory of its own under the system's temporary directory, removed with everything in
/// it when the last reference goes (when the test that owns it ends).
final class TestDirectory: Sendable {
    let path = NSTemporaryDirectory() + "templog-api-" + UUID().uuidString

    init() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A store in a directory of its own, a fixed now (2026-11-29 07:31 in Tokyo), and readings
/// recorded the way an app records them: through `ReadingDraft`.
struct StoreFixture {
    let directory: TestDirectory
    let store: ReadingStore
    let context = TimeContext(now: 1_795_905_060, zone: ZoneRules.named("Asia/Tokyo")!)

    init() throws {
        directory = try TestDirectory()
        store = ReadingStore(path: directory.path + "/readings.jsonl")
    }

    var now: Timestamp { context.nowTimestamp }

    /// The reading a person typed: `text` (`36.5`, `98.6F`), taken at `time` (`yesterday
    /// 7:30`), validated as `templog add` validates it.
    func reading(
        _ text: String, at time: String = "now", person: Person = .owner,
        symptoms: [Symptom]? = nil, kind: ReadingKind = .body
    ) throws -> Reading {
        let entry = try TemperatureInput.parse(text)
        let draft = ReadingDraft(
            temperature: entry.temperature, unit: entry.unit,
            takenAt: try TimeInput.parseInstant(time, in: context), person: person,
            symptoms: symptoms, kind: kind)
        return try draft.reading(in: context)
    }

    /// Records `reading(text, at:person:)` and returns it as stored.
    @discardableResult
    func add(_ text: String, at time: String = "now", person: Person = .owner) throws -> Reading {
        try store.append(try reading(text, at: time, person: person)).reading
    }

    /// The local day `text` names (`2026-11-28`, `yesterday`).
    func day(_ text: String) throws -> LocalDate { try TimeInput.parseDay(text, in: context) }

    /// The store file's text.
    var storeText: String? {
        FileManager.default.contents(atPath: store.path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `text` as a file named `name` in the directory, returning its path.
    func write(_ name: String, _ text: String) -> String {
        let path = directory.path + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }
}
