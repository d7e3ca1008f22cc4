/// Readings a wall clock shows alike though they were taken at different instants: one
/// person's readings on one day at the same minute and different UTC offsets (01:30 EDT and
/// 01:30 EST on the night New York's clocks go back). Human output adds the offset to those
/// rows, and only to those, so the two never read as one time.
package enum RepeatedWallTime {
    /// The ids of the readings among `readings` whose person, local day and minute on the
    /// clock another of them shares at a different UTC offset.
    package static func ids(in readings: [Reading]) -> Set<String> {
        // By wall-clock minute: a repeat lies within one run of a minute, most runs are of one
        // reading, and no set or person key is made for them.
        let minutes = readings.map(wallMinute)
        let order = readings.indices.sorted { minutes[$0] < minutes[$1] }
        var ids: Set<String> = []
        var start = 0
        while start < order.count {
            let minute = minutes[order[start]]
            var end = start + 1
            while end < order.count, minutes[order[end]] == minute { end += 1 }
            if end - start > 1 {
                // A person's readings of the minute are all marked when they show two offsets
                // or more: each then has another at a different offset.
                var byPerson: [Person: [Reading]] = [:]
                for index in order[start..<end] {
                    byPerson[readings[index].person, default: []].append(readings[index])
                }
                for group in byPerson.values
                where Set(group.map(\.takenAt.utcOffsetSeconds)).count > 1 {
                    ids.formUnion(group.map(\.id))
                }
            }
            start = end
        }
        return ids
    }

    /// The reading's minute on the wall clock it was taken by, counted from 1970-01-01.
    private static func wallMinute(_ reading: Reading) -> Int {
        reading.takenAt.localDate.dayNumber * 1440 + reading.takenAt.secondOfDay / 60
    }
}
