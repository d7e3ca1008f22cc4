import TempLogCore
import TempLogText

/// The settings file: one `key = value` per line; blank lines and lines starting with `#` are
/// kept as they are. A value may be wrapped in double quotes.
struct SettingsFile {
    let path: String
    /// The lines as written, comments included, so an edit keeps them.
    private(set) var lines: [String]
    /// The indexes of lines that are not valid UTF-8 (kept in `lines` with U+FFFD in place of
    /// the bad bytes, so that they can be reported).
    private let invalidLines: Set<Int>

    /// A `key = value` line.
    struct Entry {
        let key: SettingKey
        let value: String
        let line: Int
    }

    /// A line that is not a setting templog knows, with why.
    struct Problem: Error {
        let line: Int
        /// The key the line sets, when it names one.
        let key: SettingKey?
        let reason: LocalizedText
    }

    /// `$XDG_CONFIG_HOME/templog/config`, else `~/.config/templog/config`; nil without a home.
    static func path(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return xdg + "/templog/config"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/templog/config"
    }

    /// The file at `path`, or no lines when there is none.
    init(path: String) throws {
        self.path = path
        let bytes: [UInt8]?
        do {
            bytes = try SmallFile.read(path)
        } catch {
            throw CommandFailure(
                .config, .settings(.cannotReadSettings(path: "\(path)", reason: error.text)))
        }
        // Read by the store's line rules (a byte order mark, CRLF, a last line without `\n`).
        let rawLines = LineReader.lineContents(of: bytes ?? [])
        lines = rawLines.map { String(decoding: $0, as: UTF8.self) }
        invalidLines = Set(rawLines.indices.filter { validatedString(rawLines[$0]) == nil })
    }

    /// Every setting line, and every line that is not one: a line without `=`, an unknown
    /// key, an empty value, a key set twice, text that is not UTF-8.
    func read() -> (entries: [Entry], problems: [Problem]) {
        var entries: [Entry] = []
        var problems: [Problem] = []
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            let line = TextInput.trimmed(raw)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard !invalidLines.contains(index) else {
                problems.append(Problem(line: number, key: nil, reason: .settings(.settingNotUTF8)))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                problems.append(
                    Problem(
                        line: number, key: nil,
                        reason: .settings(
                            .settingWithoutEquals(line: "\(line)", keys: "\(SettingKey.names)"))))
                continue
            }
            let name = TextInput.trimmed(String(line[..<equals])).lowercased()
            guard let key = SettingKey(rawValue: name) else {
                problems.append(
                    Problem(
                        line: number, key: nil,
                        reason: .settings(
                            .unknownSetting(key: "\(name)", keys: "\(SettingKey.names)"))))
                continue
            }
            var value = TextInput.trimmed(String(line[line.index(after: equals)...]))
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            if value.isEmpty {
                problems.append(
                    Problem(
                        line: number, key: key, reason: .settings(.settingEmpty(key: "\(name)"))))
            } else if let first = entries.first(where: { $0.key == key }) {
                problems.append(
                    Problem(
                        line: number, key: key,
                        reason: .settings(.settingTwice(key: "\(name)", line: first.line))))
            } else {
                entries.append(Entry(key: key, value: value, line: number))
            }
        }
        return (entries, problems)
    }

    /// Sets `key` to `value`: its line rewritten in place (later lines for it dropped), or a
    /// new line at the end.
    mutating func set(_ key: SettingKey, to value: String) {
        let line = "\(key.rawValue) = \(value)"
        let indices = indices(of: key)
        guard let first = indices.first else {
            lines.append(line)
            return
        }
        lines[first] = line
        for index in indices.dropFirst().reversed() { lines.remove(at: index) }
    }

    /// Removes every line that sets `key`; false when there was none.
    mutating func unset(_ key: SettingKey) -> Bool {
        let indices = indices(of: key)
        for index in indices.reversed() { lines.remove(at: index) }
        return !indices.isEmpty
    }

    /// Writes the lines back, atomically, keeping the file's mode (0600 for a new file,
    /// whatever the umask) and its owner; `faults` as `SmallFile.replace` takes them. Like every
    /// file templog keeps, it is never written through a symbolic link, nor when it is not a
    /// regular file of `owner`.
    func write(faults: (FaultPoint) throws(SystemError) -> Void) throws {
        let text = lines.map { $0 + "\n" }.joined()
        var renamed = false
        do {
            try SmallFile.replace(
                path, with: Array(text.utf8), owner: Self.owner(of: path),
                faults: { (point: FaultPoint) throws(SystemError) in
                    renamed = point == .afterRenameBeforeDirectorySync
                    try faults(point)
                })
        } catch let error as SystemError {
            throw CommandFailure(
                .io,
                renamed
                    ? LocalizedText.store(.cannotSyncDirectory(path: "\(path)", reason: error.text))
                    : .settings(.cannotWriteSettings(path: "\(path)", reason: error.text)))
        } catch {
            throw Self.failure(error, path: path)
        }
    }

    /// Whose the settings file at `path` and its lock must be: the owner of the file, else of
    /// the nearest directory above it that exists (root running `config set` for a user keeps
    /// the file the user's).
    static func owner(of path: String) -> FileOwner {
        var current = path
        while true {
            if let owner = FileOwner.of(current) { return owner }
            let parent = parentDirectory(of: current)
            guard parent != current else { return .process }
            current = parent
        }
    }

    /// A failure to write or lock the settings file that is not a failed system call: a file
    /// that is not templog's own (73), an owner that cannot be kept (77).
    private static func failure(_ error: any Error, path: String) -> CommandFailure {
        switch error {
        case let found as UnexpectedFile:
            return CommandFailure(
                .cannotCreate, .store(.unexpectedFile(path: "\(path)", found: found.text)))
        case let failure as CannotKeepOwner:
            return CommandFailure(
                .noPermission,
                .store(
                    .cannotKeepOwner(
                        path: "\(path)", user: "\(failure.owner.user)", reason: failure.error.text))
            )
        default:
            return CommandFailure(.io, .verbatim("\(error)"))
        }
    }

    /// Takes the lock every change to the settings file at `path` holds (`<path>.lock`, 0600,
    /// beside it; its directory made 0700 when missing), waiting up to `timeout` seconds.
    static func lock(_ path: String, timeout: Double) throws -> StoreLock {
        let lockPath = path + ".lock"
        do {
            return try SmallFile.lock(lockPath, timeout: timeout, owner: owner(of: path))
        } catch StoreError.busy {
            throw CommandFailure(.busy, .settings(.settingsBusy(path: "\(lockPath)")))
        } catch let error as StoreError {
            throw CommandFailure(error.exitCode, error.text)
        } catch let error as SystemError {
            throw CommandFailure(.io, .store(.cannotLock(path: "\(lockPath)", reason: error.text)))
        } catch {
            throw failure(error, path: lockPath)
        }
    }

    /// The lines that set `key`, valid or not.
    private func indices(of key: SettingKey) -> [Int] {
        lines.indices.filter { index in
            let line = TextInput.trimmed(lines[index])
            guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { return false }
            return TextInput.trimmed(String(line[..<equals])).lowercased() == key.rawValue
        }
    }
}
