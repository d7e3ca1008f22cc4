import Foundation
import TempLogCore
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// templog writes only its own files (issue 31): a link or a FIFO beside the store is refused
/// and its target left as it was, a file that is not a store is never written, a temporary
/// file a living process holds is not a leftover, and root keeps a user's files the user's.
/// Proved against the built binary, the files read directly.
@Suite struct OwnFilesTests {
    let directory = TemporaryDirectory()
    var storePath: String { directory.file("readings.jsonl") }
    var environment: [String: String] {
        [
            "TZ": "Asia/Tokyo", "TEMPLOG_NOW": "2026-11-29T07:31:00+09:00",
            "TEMPLOG_FILE": storePath, "HOME": directory.file("home"),
        ]
    }

    static let reading =
        #"{"id":"aaaaaaaaaaa1","takenAt":"2026-11-28T07:00:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-28T07:00:00+09:00"}"#
        + "\n"

    func templog(_ arguments: String...) throws -> RunResult {
        try runBinary(arguments, environment: environment)
    }

    /// The owner's user id of `path` (not following a link); nil when there is nothing there.
    func owner(_ path: String) -> uid_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_uid : nil
    }

    /// Finding 1: a journal linked to another file made `add` append the reading to that file,
    /// and `check --repair` overwrite it. Now every change is refused, naming the link, and the
    /// file it points to stays byte for byte as it was.
    @Test(arguments: ["journal", "people", "cycles", "lock"])
    func aLinkBesideTheStoreIsRefusedAndItsTargetKept(side: String) throws {
        directory.write("readings.jsonl", Self.reading)
        chmod(storePath, 0o600)
        let victim = directory.write("important.txt", "my notes\nnot templog's\n")
        chmod(victim, 0o644)
        let link = storePath + "." + side
        #expect(symlink(victim, link) == 0)
        let refusal =
            "Error: '\(link)' is a symbolic link, not a file of templog's own; nothing was changed (move it away and try again)\n"
        for command in [
            ["add", "36.6"], ["people", "set", "hana", "--school", "桜小"], ["check", "--repair"],
        ] {
            let result = try runBinary(command, environment: environment)
            #expect(result.status == 73, "\(command): \(result.error)")
            #expect(result.error == refusal, "\(command)")
        }
        #expect(directory.read("important.txt") == "my notes\nnot templog's\n")
        var status = stat()
        #expect(stat(victim, &status) == 0 && status.st_mode & 0o777 == 0o644)
        #expect(directory.read("readings.jsonl") == Self.reading)
        let check = try templog("check")
        #expect(check.status == 65)
        #expect(
            check.output.contains(
                "'\(link)' is a symbolic link, not a file of templog's own: every change is refused until it is moved away"
            ))
        #expect(
            !FileManager.default.fileExists(atPath: storePath + ".journal") || side == "journal")
    }

    /// Finding 1: a dangling lock link made templog create the file it pointed at.
    @Test func aDanglingLockLinkCreatesNothing() throws {
        let target = directory.file("elsewhere/created-by-templog")
        try FileManager.default.createDirectory(
            atPath: directory.file("elsewhere"), withIntermediateDirectories: true)
        #expect(symlink(target, storePath + ".lock") == 0)
        let result = try templog("add", "36.6")
        #expect(result.status == 73)
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(!FileManager.default.fileExists(atPath: storePath))
    }

    /// Finding 6: a copy of /etc/passwd taken for a store got a reading appended, and `check
    /// --repair` moved all its lines away. Now nothing is written to it.
    @Test func aFileThatIsNotAStoreIsNeverWritten() throws {
        let passwd =
            (0..<24).map { "user\($0):x:\(1000 + $0):\(1000 + $0)::/home/user\($0):/bin/sh" }
            .joined(separator: "\n") + "\n"
        directory.write("readings.jsonl", passwd)
        chmod(storePath, 0o644)
        let refusal =
            "Error: '\(storePath)' does not look like a templog store: none of its 24 lines is a reading; nothing changed\n"
        for command in [
            ["add", "36.6"], ["people", "set", "hana", "--school", "桜小"],
            ["check", "--repair"], ["delete", "aaaaaa"],
        ] {
            let result = try runBinary(command, environment: environment)
            #expect(result.status == 65, "\(command): \(result.error)")
            #expect(result.error == refusal, "\(command)")
        }
        let input = directory.write("more.jsonl", Self.reading)
        #expect(try templog("import", input).error == refusal)
        #expect(directory.read("readings.jsonl") == passwd)
        var status = stat()
        #expect(stat(storePath, &status) == 0 && status.st_mode & 0o777 == 0o644)
        let check = try templog("check")
        #expect(check.status == 65)
        #expect(
            check.output.hasSuffix(
                "  the file does not look like a templog store (none of its 24 lines is a reading): every change is refused\n"
            ), "\(check.output)")
        // An empty file is a new store.
        directory.write("empty.jsonl", "")
        #expect(
            try runBinary(
                ["add", "36.6", "--file", directory.file("empty.jsonl")], environment: environment
            ).status == 0)
    }

    /// Finding 4: `check` called a running command's temporary file a leftover. Now, while
    /// another process holds the lock, only a temporary file whose process has ended is one;
    /// the next change removes it and says so.
    @Test func aTemporaryFileOfALivingProcessIsNotALeftover() throws {
        directory.write("readings.jsonl", Self.reading)
        chmod(storePath, 0o600)
        let living = ".readings.jsonl.tmp-\(getpid())-1"
        let dead = ".readings.jsonl.tmp-99999999-2"
        directory.write(living, "in progress")
        directory.write(dead, "left by a crash")
        let lock = open(storePath + ".lock", O_RDWR | O_CREAT, 0o600)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let check = try templog("check")
        #expect(check.status == 65)
        #expect(check.output.contains("leftover temporary file \(dead)"))
        #expect(!check.output.contains(living))
        flock(lock, LOCK_UN)
        // Under the lock, no rewrite is under way: both are leftovers, removed by the next
        // change, which says so.
        let add = try templog("add", "36.6")
        #expect(add.status == 0)
        #expect(
            add.error.hasPrefix(
                "note: removed '\(living)', '\(dead)', left by a change that was cut short\n"))
        #expect(directory.read(living) == nil && directory.read(dead) == nil)
        #expect(try templog("check").status == 0)
    }

    /// Finding 5: root rewrote a user's store and profiles as root-owned files the user could
    /// no longer read. Now every file keeps its owner, and a new one gets the store's.
    @Test(.enabled(if: geteuid() == 0, "needs root to play root on a user's store"))
    func rootKeepsAUsersFilesTheUsers() throws {
        let home = directory.file("user")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let store = home + "/readings.jsonl"
        precondition(
            FileManager.default.createFile(atPath: store, contents: Data(Self.reading.utf8)))
        chmod(store, 0o600)
        #expect(chown(home, 65534, 65534) == 0 && chown(store, 65534, 65534) == 0)
        let environment = environment.merging(["TEMPLOG_FILE": store]) { $1 }
        for command in [
            ["add", "36.6"], ["add", "36.7", "--at", "2026-11-27 07:00"], ["delete", "aaaaaa"],
            ["people", "set", "hana", "--school", "桜小"], ["cycle", "start", "--at", "2026-11-20"],
            ["undo"], ["check", "--repair"],
        ] {
            let result = try runBinary(command, environment: environment)
            #expect(result.status == 0, "\(command): \(result.error)")
        }
        for file in ["", ".journal", ".lock", ".people"] {
            #expect(owner(store + file) == 65534, "readings.jsonl\(file)")
        }
        let remaining = try FileManager.default.contentsOfDirectory(atPath: home)
        #expect(remaining.allSatisfy { owner(home + "/" + $0) == 65534 }, "\(remaining)")
    }
}
