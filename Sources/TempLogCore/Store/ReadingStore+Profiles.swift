/// The profiles read from the profiles file, and the lines passed over.
public struct ProfileRead: Sendable {
    /// Each person's profile, the first line of a person counting.
    public var profiles: [Person: PersonProfile]
    /// The lines that were not profiles.
    public var malformedLines: [MalformedLine]
}

/// One line of the profiles file as it was written, and the profile it holds, if any.
/// A line of the profiles file: a person's profile, when it holds one.
private typealias ProfileFileLine = BesideFileLine<(person: Person, profile: PersonProfile)>

extension ReadingStore {
    /// What a change to a person's profile did.
    public struct ProfileChangeResult: Equatable, Sendable {
        /// The person, spelled as the profiles file spells them.
        public let person: Person
        /// The profile before the change.
        public let before: PersonProfile
        /// The profile after the change.
        public let after: PersonProfile
        /// False when there was nothing to do: the profile already read so.
        public let changed: Bool
    }

    /// The file of people's profiles beside the store (`<store>.people`: JSON Lines, mode
    /// 0600, one line per person, see `ProfileLine`). It is changed only by atomic rewrites
    /// under the store's lock, each recorded in the store's journal so `undo` can reverse it.
    public var profilesPath: String { realPath + ".people" }

    /// How messages name the profiles file: beside the store's path as given.
    var profilesName: String { path + ".people" }

    /// Every person's profile; a missing file has none.
    public func profiles() throws -> ProfileRead {
        let lines = try readProfileLines() ?? []
        var profiles: [Person: PersonProfile] = [:]
        for entry in lines.compactMap(\.entry) where profiles[entry.person] == nil {
            profiles[entry.person] = entry.profile
        }
        return ProfileRead(profiles: profiles, malformedLines: ProfileFileLine.malformed(in: lines))
    }

    /// The profile of `person` (names compare without case); an empty profile when there is
    /// none. This is what a printed sheet heads its page with.
    public func profile(of person: Person) throws -> PersonProfile {
        try profiles().profiles[person] ?? PersonProfile()
    }

    /// Changes the profile of `person` as `change` says, recorded in the journal at `now`; a
    /// profile left empty takes the person's line out of the file. When nothing changes, the
    /// file and the journal are left as they are (`changed` is false).
    @discardableResult
    public func updateProfile(
        of person: Person, at now: Timestamp, _ change: (inout PersonProfile) -> Void
    ) throws -> ProfileChangeResult {
        try prepareDirectory()
        let lock = try acquireLock(storeExists: pathKind(realPath) != .missing)
        defer { withExtendedLifetime(lock) {} }
        var lines = try readProfileLines() ?? []
        let index = lines.firstIndex { $0.entry?.person == person }
        let before = index.flatMap { lines[$0].entry?.profile } ?? PersonProfile()
        var after = before
        change(&after)
        guard after != before else {
            return ProfileChangeResult(
                person: index.flatMap { lines[$0].entry?.person } ?? person, before: before,
                after: after, changed: false)
        }
        // The person keeps the spelling their line has.
        let spelled = index.flatMap { lines[$0].entry?.person } ?? person
        let oldBytes = index.map { lines[$0].bytes }
        let encoded = ProfileLine.encode(after, of: spelled, keeping: oldBytes)
        // An emptied profile leaves the file, unless its line holds keys templog does not know.
        let newBytes =
            after.isEmpty && encoded == ProfileLine.encode(after, of: spelled) ? nil : encoded
        let newLine = newBytes.map { ProfileFileLine(bytes: $0, entry: (spelled, after)) }
        switch (index, newLine) {
        case (let index?, let line?): lines[index] = line
        case (let index?, nil): lines.remove(at: index)
        case (nil, let line?): lines.append(line)
        case (nil, nil): break
        }
        let made = ProfileChange(
            person: spelled, before: before, after: after, lineBefore: oldBytes,
            lineAfter: newBytes)
        try writeProfileLines(lines, recording: RecordedChange(.profile(made), at: now))
        return ProfileChangeResult(
            person: spelled, before: before, after: after, changed: true)
    }

    /// How the profiles file stands to a `people set` or `people unset`: true when it shows
    /// the change, false when it is as before it, nil when it shows neither (edited since).
    func profilesFileShows(_ change: ProfileChange) throws -> Bool? {
        let current = try readProfileLines()?.first { $0.entry?.person == change.person }?.bytes
        if current == change.lineAfter { return true }
        if current == change.lineBefore { return false }
        return nil
    }

    /// Puts the person's line back as it was before `change`, under the lock the caller holds.
    func reverseProfileChange(_ change: ProfileChange) throws {
        var lines = try readProfileLines() ?? []
        let index = lines.firstIndex { $0.entry?.person == change.person }
        let restored = change.lineBefore.map {
            ProfileFileLine(bytes: $0, entry: ProfileLine.decode($0))
        }
        switch (index, restored) {
        case (let index?, let line?): lines[index] = line
        case (let index?, nil): lines.remove(at: index)
        case (nil, let line?): lines.append(line)
        case (nil, nil): break
        }
        try writeProfileLines(lines, recording: nil)
    }

    /// Moves the lines of the profiles file that are not profiles to a `.rejected` file
    /// beside it (never deleted), by an atomic rewrite, the caller holding the lock.
    func repairProfileLines(now: Timestamp) throws -> RepairAction {
        try repairLines(of: profilesPath, named: profilesName, decode: ProfileLine.decode, now: now)
    }

    /// Every line of the profiles file; nil when there is none.
    private func readProfileLines() throws -> [ProfileFileLine]? {
        try readLines(of: profilesPath, named: profilesName) { bytes in
            ProfileLine.decode(bytes).map { (person: $0.0, profile: $0.1) }
        }
    }

    /// Replaces the profiles file with `lines` by an atomic rewrite, recording `change`.
    private func writeProfileLines(_ lines: [ProfileFileLine], recording change: RecordedChange?)
        throws
    {
        try writeLines(lines, to: profilesPath, named: profilesName, recording: change)
    }
}
