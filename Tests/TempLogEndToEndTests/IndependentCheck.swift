import Foundation
import TestSupport

/// What is wrong with the files in `directory`, read with Foundation's JSON parser rather than
/// templog's: every line of each of `files` (the journal, the files beside the store) is a whole
/// JSON object ended by `\n`; and, unless `storeIsAsBefore` (a store still hand-damaged as a
/// test made it), so is every line of the store, whose readings have distinct ids and are in
/// `takenAt` order. The fault tests' independent checker.
func independentCheck(
    of directory: TemporaryDirectory, files: [String], storeIsAsBefore: Bool
) -> [String] {
    var problems: [String] = []
    func objects(_ name: String) -> [[String: Any]] {
        guard let text = directory.read(name), !text.isEmpty else { return [] }
        if !text.hasSuffix("\n") { problems.append("\(name) does not end with a newline") }
        return text.split(separator: "\n").compactMap { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
            if object as? [String: Any] == nil { problems.append("\(name): '\(line)'") }
            return object as? [String: Any]
        }
    }
    for name in files { _ = objects(name) }
    guard !storeIsAsBefore else { return problems }
    let readings = objects("readings.jsonl")
    let ids = readings.compactMap { $0["id"] as? String }
    if Set(ids).count != readings.count { problems.append("ids missing or repeated: \(ids)") }
    let format = ISO8601DateFormatter()
    let instants = readings.map { ($0["takenAt"] as? String).flatMap(format.date(from:)) }
    if instants.contains(nil) { problems.append("a reading without a valid takenAt") }
    let times = instants.compactMap { $0 }
    if times != times.sorted() { problems.append("readings out of takenAt order") }
    return problems
}
