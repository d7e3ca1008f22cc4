/// The readings whose time human output shows with its wall clock's UTC offset
/// (`07:00 (+09:00)`), so that no time reads as another: a reading taken on a clock at another
/// offset than the zone shown in had at that instant (a week in Tokyo, seen in New York), and
/// readings that one person's day shows at the same minute at different offsets (the night the
/// clocks go back: ``RepeatedWallTime``).
package enum OffsetShown {
    /// The ids of the readings among `readings` whose offset is shown in `zone`.
    package static func ids(in readings: [Reading], zone: ZoneRules) -> Set<String> {
        var ids = RepeatedWallTime.ids(in: readings)
        for reading in readings where reading.takenAt.isAway(from: zone) {
            ids.insert(reading.id)
        }
        return ids
    }
}
