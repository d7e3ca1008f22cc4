import Foundation

/// A directory of its own for one test, removed when the test ends.
public final class TemporaryDirectory {
    /// The directory's absolute path.
    public let path: String

    /// Makes a new, empty directory under the system's temporary directory.
    public init() {
        path = NSTemporaryDirectory() + "templog-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` inside the directory.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to the file `name`, and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) -> String {
        precondition(FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8)))
        return file(name)
    }

    /// The text of the file `name`; nil when there is none.
    public func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `bytes` to the file at `relativePath`, creating its directories.
    public func write(_ bytes: [UInt8], to relativePath: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
}
