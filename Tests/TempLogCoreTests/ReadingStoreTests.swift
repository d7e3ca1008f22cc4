import Foundation
import TestSupport
import Testing

@testable import TempLogCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct ReadingStoreTests {
    let directory = TemporaryDirectory()
    var store: ReadingStore { ReadingStore(path: directory.file("readings.jsonl")) }

    func line(_ reading: Reading) -> String {
        String(decoding: ReadingLine.encode(reading), as: UTF8.self)
    }

    func mode(_ path: String) -> Int {
        var status = stat()
        stat(path, &status)
        return Int(status.st_mode & 0o777)
    }

    /// A store big enough to be binary-searched (600 readings, one every two hours from
    /// 1 Oct), with `extra` lines appended at the end, as a hand edit might.
    func seedInOrder(appending extra: [Reading]) {
        var lines = (0..<600).map { index in
            line(
                sampleReading(
                    id: String(format: "%012x", index),
                    taken: Timestamp(
                        secondsSince1970: 1_790_780_400 + index * 7_200, utcOffsetSeconds: 32_400
                    ).rfc3339))
        }
        lines += extra.map(line)
        directory.write("readings.jsonl", lines.joined())
    }

    /// The ids `forEach` and `format` find for one day, each way of reading.
    func idsOn(_ day: String) throws -> (each: [String], formatted: [String]) {
        let date = try #require(LocalDate.parse(iso: Substring(day)))
        let query = Query(since: date, until: date)
        var each: [String] = []
        #expect(try store.forEach(matching: query) { each.append($0.id) }.isEmpty)
        var formatted: [UInt8] = []
        _ = try store.format(
            matching: query, { reading, output in output += Array((reading.id + "\n").utf8) },
            emit: { formatted += $0 })
        return (
            each, String(decoding: formatted, as: UTF8.self).split(separator: "\n").map(String.init)
        )
    }

    @Test func aReadingAppendedByHandOutOfOrderIsStillFoundByDay() throws {
        let forgotten = sampleReading(id: "eeeeeeeeee01", taken: "2026-10-05T07:30:00+09:00")
        seedInOrder(appending: [forgotten])
        let found = try idsOn("2026-10-05")
        #expect(found.each.count == 13)
        #expect(found.each.contains("eeeeeeeeee01"))
        #expect(found.formatted.sorted() == found.each.sorted())
    }

    /// Two forgotten days appended by hand, in order between themselves, then one more appended
    /// after them (as `add` appends after the last line): every one is found by its day, and
    /// readings come out oldest first.
    @Test func severalReadingsAppendedOutOfOrderAreStillFoundByDay() throws {
        seedInOrder(appending: [
            sampleReading(id: "eeeeeeeeee02", taken: "2026-10-05T07:30:00+09:00"),
            sampleReading(id: "eeeeeeeeee03", taken: "2026-10-06T07:30:00+09:00"),
            sampleReading(id: "eeeeeeeeee04", taken: "2026-10-07T07:30:00+09:00"),
        ])
        for (day, id) in [
            ("2026-10-05", "eeeeeeeeee02"), ("2026-10-06", "eeeeeeeeee03"),
            ("2026-10-07", "eeeeeeeeee04"),
        ] {
            let found = try idsOn(day)
            #expect(found.each.contains(id), "\(day)")
            #expect(found.formatted.contains(id), "\(day)")
        }
        var instants: [Int] = []
        _ = try store.forEach(matching: Query()) { instants.append($0.takenAt.secondsSince1970) }
        #expect(instants.count == 603)
        #expect(instants == instants.sorted())
        let latest = try store.newestFirst(
            limit: 2, matching: Query(since: LocalDate.parse(iso: "2026-10-01")))
        #expect(
            latest.readings.map(\.id) == [
                String(format: "%012x", 599), String(format: "%012x", 598),
            ])
    }

    /// A reading appended by hand into the days a read runs through to the end of the file:
    /// the read sees the disorder, whether it holds the last 100 readings itself (10 days) or
    /// checks the end apart (3 days), and gives every reading oldest first.
    @Test(arguments: [("2026-11-10", 121), ("2026-11-17", 37)])
    func aReadingAppendedByHandIntoDaysReadToTheEndComesInTimeOrder(since: String, count: Int)
        throws
    {
        let forgotten = sampleReading(id: "eeeeeeeeee05", taken: "2026-11-18T07:30:00+09:00")
        seedInOrder(appending: [forgotten])
        let day = try #require(LocalDate.parse(iso: Substring(since)))
        let query = Query(since: day)
        var found: [Reading] = []
        #expect(try store.forEach(matching: query) { found.append($0) }.isEmpty)
        let instants = found.map(\.takenAt.secondsSince1970)
        #expect(instants.count == count)
        #expect(instants == instants.sorted())
        #expect(found.contains { $0.id == forgotten.id })
    }

    @Test func appendWritesOneLineWithPrivateModes() throws {
        let reading = sampleReading()
        #expect(try store.append(reading).outcome == .appended)
        #expect(directory.read("readings.jsonl") == line(reading))
        #expect(mode(store.path) == 0o600)
        #expect(mode(store.lockPath) == 0o600)
    }

    @Test func theDefaultLocationCreatesItsDirectoriesPrivately() throws {
        let path = directory.file("data/templog/readings.jsonl")
        try ReadingStore(path: path, missingDirectory: .created).append(sampleReading())
        #expect(mode(directory.file("data/templog")) == 0o700)
        #expect(mode(directory.file("data")) == 0o700)
        #expect(mode(path) == 0o600)
    }

    @Test func aMissingParentOfAnExplicitFileIsAnErrorAndCreatesNothing() {
        let path = directory.file("missing/readings.jsonl")
        #expect(throws: StoreError.parentMissing(path: path, directory: directory.file("missing")))
        {
            try ReadingStore(path: path).append(sampleReading())
        }
        #expect(!FileManager.default.fileExists(atPath: directory.file("missing")))
    }

    @Test func aDirectoryIsNotAStore() {
        #expect(throws: StoreError.cannotCreateOverDirectory(path: directory.path)) {
            try ReadingStore(path: directory.path).append(sampleReading())
        }
    }

    @Test func aTailOfNULBytesIsOneMalformedLine() throws {
        let first = sampleReading(id: "111111111111")
        directory.write("readings.jsonl", line(first) + String(repeating: "\u{0}", count: 4096))
        var seen: [String] = []
        let skipped = try store.forEach(matching: Query()) { seen.append($0.id) }
        #expect(seen == ["111111111111"])
        #expect(skipped.map(\.lineNumber) == [2])
        try store.append(sampleReading(id: "222222222222"))
        #expect(
            try store.newestFirst(limit: 1, matching: Query()).readings.map(\.id) == [
                "222222222222"
            ])
    }

    @Test func skipsAMalformedMiddleLineAndNamesIt() throws {
        let a = sampleReading(id: "aaaaaaaaaaaa", taken: "2026-11-27T07:00:00+09:00")
        let b = sampleReading(id: "bbbbbbbbbbbb", taken: "2026-11-28T07:00:00+09:00")
        directory.write("readings.jsonl", line(a) + "not json at all\n\n" + line(b))
        let before = directory.read("readings.jsonl")
        var seen: [String] = []
        let skipped = try store.forEach(matching: Query()) { seen.append($0.id) }
        #expect(seen == ["aaaaaaaaaaaa", "bbbbbbbbbbbb"])
        #expect(
            skipped == [
                MalformedLine(lineNumber: 2, preview: "not json at all", problem: .notJSONObject)
            ])
        #expect(try store.newestFirst(limit: 5, matching: Query()).malformedLines == skipped)
        #expect(directory.read("readings.jsonl") == before)
    }

    @Test func insertsABackDatedReadingInOrderKeepingOtherLinesByteForByte() throws {
        let handEdited =
            #"{"id":"aaaaaaaaaaaa","takenAt":"2026-11-27T07:00:00+09:00","celsius":36.4,"futureKey":[1,2]}"#
        let newest = sampleReading(id: "cccccccccccc", taken: "2026-11-29T07:00:00+09:00")
        directory.write("readings.jsonl", handEdited + "\n" + line(newest))
        chmod(store.path, 0o640)
        let backDated = sampleReading(id: "bbbbbbbbbbbb", taken: "2026-11-28T07:00:00+09:00")
        #expect(try store.append(backDated).outcome == .inserted)
        #expect(
            directory.read("readings.jsonl") == handEdited + "\n" + line(backDated) + line(newest))
        // The rewritten file keeps the mode the old one had.
        #expect(mode(store.path) == 0o640)
        let oldest = sampleReading(id: "000000000000", taken: "2026-01-01T07:00:00+09:00")
        #expect(try store.append(oldest).outcome == .inserted)
        #expect(directory.read("readings.jsonl")?.hasPrefix(line(oldest) + handEdited) == true)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(
            leftovers.sorted() == [
                "readings.jsonl", "readings.jsonl.identity", "readings.jsonl.journal",
                "readings.jsonl.lock",
            ])
    }

    /// `add` reads the usual temperature from the file its reading then goes into, before
    /// writing: the median of the person's mornings of the 30 days before the reading's day.
    @Test func appendReadingTheUsualTemperatureFirstGivesTheMedianOfTheMornings() throws {
        let lines = [
            (1, nil, 3610), (2, "hana", 3800), (2, nil, 3620), (3, nil, 3650), (4, nil, 3630),
            (5, nil, 3640), (6, nil, 3660),
        ].map { day, who, centi in
            sampleReading(
                id: "d\(day)\(who ?? "me")", taken: "2026-11-0\(day)T07:00:00+09:00",
                centi: centi, who: who)
        }.map(line).joined()
        directory.write("readings.jsonl", lines)
        let added = sampleReading(id: "dddddddddddd", taken: "2026-11-07T07:00:00+09:00")
        let result = try store.appendNotingUsualTemperature(added)
        #expect(result.outcome == .appended)
        #expect(result.usualTemperature == Temperature(centiCelsius: 3635))
        #expect(directory.read("readings.jsonl") == lines + line(added))
        let plain = try store.append(sampleReading(id: "eeeeeeeeeeee"))
        #expect(plain.usualTemperature == nil)
    }

    @Test func aReadingAtTheSameInstantAsTheLastIsAppended() throws {
        try store.append(sampleReading(id: "aaaaaaaaaaaa"))
        #expect(try store.append(sampleReading(id: "bbbbbbbbbbbb")).outcome == .appended)
    }

    @Test func newestFirstStopsAtTheLimitAndFilters() throws {
        for day in 1...9 {
            try store.append(
                sampleReading(
                    id: "00000000000\(day)", taken: "2026-11-0\(day)T07:00:00+09:00",
                    who: day % 2 == 0 ? "hana" : nil
                ))
        }
        #expect(
            try store.newestFirst(limit: 3, matching: Query()).readings.map(\.id) == [
                "000000000009", "000000000008", "000000000007",
            ])
        #expect(
            try store.newestFirst(limit: 2, matching: Query(people: [.named("HANA")])).readings.map(
                \.id) == [
                    "000000000008", "000000000006",
                ])
    }

    @Test func readsBackwardsAcrossChunkBoundaries() throws {
        var expected: [String] = []
        var text = ""
        for index in 0..<300 {
            let reading = sampleReading(
                id: String(format: "%012d", index), note: String(repeating: "x", count: index))
            text += line(reading)
            expected.insert(reading.id, at: 0)
        }
        directory.write("readings.jsonl", text)
        let file = try OpenFile(path: store.path, flags: O_RDONLY)
        var ids: [String] = []
        try LineReader.forEachLineBackwards(in: file, size: try file.size(), chunkSize: 97) {
            bytes, _ in
            ids.append(ReadingLine.decode(bytes)!.id)
            return true
        }
        #expect(ids == expected)
    }

    @Test func aMissingStoreReadsAsEmpty() throws {
        #expect(try store.newestFirst(limit: 10, matching: Query()).readings.isEmpty)
        #expect(try store.forEach(matching: Query()) { _ in }.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: store.path))
    }

    @Test func aQueryMatchesLocalDaysAndPeopleInclusively() {
        let query = Query(
            since: LocalDate(year: 2026, month: 11, day: 28),
            until: LocalDate(year: 2026, month: 11, day: 29), people: [.named("Hana")]
        )
        #expect(query.matches(sampleReading(taken: "2026-11-28T00:00:00+09:00", who: "hana")))
        #expect(query.matches(sampleReading(taken: "2026-11-29T23:59:59+09:00", who: "HANA")))
        // 23:30 on the 27th in New York is the 28th in Tokyo: the wall clock decides.
        #expect(!query.matches(sampleReading(taken: "2026-11-27T23:30:00-05:00", who: "hana")))
        #expect(!query.matches(sampleReading(taken: "2026-11-30T00:00:00+09:00", who: "hana")))
        #expect(!query.matches(sampleReading(taken: "2026-11-29T07:00:00+09:00")))
    }
}

/// A store reached through a symbolic link: a synced folder, a dotfiles repository.
@Suite struct SymlinkedStoreTests {
    let directory = TemporaryDirectory()

    func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    func link(_ name: String, to target: String) {
        precondition(symlink(target, directory.file(name)) == 0)
    }

    @Test func rewritesReplaceTheTargetAndKeepTheLink() throws {
        try FileManager.default.createDirectory(
            atPath: directory.file("synced"), withIntermediateDirectories: true)
        let target = directory.file("synced/readings.jsonl")
        link("readings.jsonl", to: "synced/readings.jsonl")
        let store = ReadingStore(path: directory.file("readings.jsonl"))
        #expect(store.realPath == resolvedPath(target))
        let first = sampleReading(id: "111111111111", taken: "2026-11-28T07:00:00+09:00")
        let second = sampleReading(id: "222222222222", taken: "2026-11-29T07:00:00+09:00")
        try store.append(second)
        try store.append(first)
        _ = try store.delete(idPrefixes: ["2222"], at: first.takenAt)
        #expect(isSymbolicLink(directory.file("readings.jsonl")))
        #expect(
            directory.read("synced/readings.jsonl")
                == String(decoding: ReadingLine.encode(first), as: UTF8.self))
        #expect(FileManager.default.fileExists(atPath: target + ".lock"))
        #expect(!FileManager.default.fileExists(atPath: directory.file("readings.jsonl.lock")))
        #expect(try store.check().isClean)
    }

    @Test func twoPathsToOneStoreShareItsLock() throws {
        let real = directory.file("readings.jsonl")
        link("alias.jsonl", to: real)
        try ReadingStore(path: real).append(sampleReading())
        let holder = open(real + ".lock", O_RDWR)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let viaLink = ReadingStore(path: directory.file("alias.jsonl"), lockTimeout: 0.05)
        #expect(throws: StoreError.busy(lockPath: resolvedPath(real) + ".lock")) {
            try viaLink.append(sampleReading(id: "bbbbbbbbbbbb"))
        }
    }

    @Test func aLinkToAStoreNotYetMadeCreatesItsTarget() throws {
        try FileManager.default.createDirectory(
            atPath: directory.file("data"), withIntermediateDirectories: true)
        link("readings.jsonl", to: directory.file("data/readings.jsonl"))
        try ReadingStore(path: directory.file("readings.jsonl")).append(sampleReading())
        #expect(isSymbolicLink(directory.file("readings.jsonl")))
        #expect(
            directory.read("data/readings.jsonl")
                == String(decoding: ReadingLine.encode(sampleReading()), as: UTF8.self))
    }
}
