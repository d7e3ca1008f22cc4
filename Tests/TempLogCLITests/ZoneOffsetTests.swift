import TempLogCore
import TestSupport
import Testing

/// Zones whose UTC offset has seconds, which RFC 3339 cannot write.
@Suite struct ZoneOffsetTests {
    /// Monrovia kept −0:44:30 until 1972.
    let sandbox = Sandbox(now: "1971-06-01T12:00:00Z", timeZone: "Africa/Monrovia")

    /// The instant a stored `takenAt` names.
    func storedInstants() -> [Int] {
        sandbox.readings.map(\.takenAt.secondsSince1970)
    }

    @Test func aReadingWhereTheOffsetHasSecondsIsStoredAtTheInstantMeant() throws {
        #expect(sandbox.run("add", "36.6", "--at", "1971-06-01 07:00").status == 0)
        #expect(sandbox.run("add", "36.7").status == 0)
        let lines = try #require(sandbox.store).split(separator: "\n")
        // 07:00 on Monrovia's clock is 07:44:30Z; −00:44 is the offset cut to its minutes, and
        // the wall clock is written for it, so the text names 07:44:30Z exactly.
        #expect(lines[0].contains(#""takenAt":"1971-06-01T07:00:30-00:44""#))
        #expect(lines[1].contains(#""takenAt":"1971-06-01T11:16:00-00:44""#))
        #expect(lines[1].contains(#""recordedAt":"1971-06-01T11:16:00-00:44""#))
        let now = try #require(Timestamp.parse(rfc3339: Array("1971-06-01T12:00:00Z".utf8)))
        let seven = try #require(Timestamp.parse(rfc3339: Array("1971-06-01T07:44:30Z".utf8)))
        #expect(storedInstants() == [seven.secondsSince1970, now.secondsSince1970])
    }

    @Test func recentShowsTheTimeThatIsStored() {
        sandbox.run("add", "36.6", "--at", "1971-06-01 07:00")
        sandbox.run("add", "36.7")
        #expect(
            sandbox.run("recent").output == """
                DATE            TIME   TEMP     ID
                1971-06-01 Tue  11:16  36.7 °C  \(sandbox.readings[1].id.prefix(6))
                1971-06-01 Tue  07:00  36.6 °C  \(sandbox.readings[0].id.prefix(6))

                """)
        let check = sandbox.run("check")
        #expect(check.status == 0)
        #expect(check.output.hasSuffix(": 2 readings, no problems found.\n"))
    }
}
