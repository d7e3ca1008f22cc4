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
    public func profiles() throws(StoreError) -> ProfileRead {
        let lines = try readProfileLines() ?? []
        var profiles: [Person: PersonProfile] = [:]
        for entry in lines.compactMap(\.entry) where profiles[entry.person] == nil {
            profiles[entry.person] = entry.profile
        }
        return ProfileRead(profiles: profiles, malformedLines: ProfileFileLine.malformed(in: lines))
    }

    /// The profile of `person` (names compare without case); an empty profile when there is
    /// none. This is what a printed sheet heads its page with.
    public func profile(of person: Person) throws(StoreError) -> PersonProfile {
        try profiles().profiles[person] ?? PersonProfile()
    }

    /// Changes the profile of `person` as `change` says, recorded in the journal at `now`; a
    /// profile left empty takes the person's line out of the file. When nothing changes, the
    /// file and the journal are left as they are (`changed` is false).
    @discardableResult
    public func updateProfile(
        of person: Person, at now: Timestamp, _ change: (inout PersonProfile) -> Void
    ) throws(StoreError) -> ProfileChangeResult {
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
        if let key = ProfileLine.unstorableKey(of: after, of: spelled, in: encoded) {
            throw StoreError.notStorable(path: profilesName, key: key)
        }
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

    /// How the profiles file stands to one person's profile change: true when it shows the
    /// change, false when it is as before it, nil when it shows neither (edited since).
    func profilesFileShows(_ change: ProfileChange) throws(StoreError) -> Bool? {
        let current = try readProfileLines()?.first { $0.entry?.person == change.person }?.bytes
        if current == change.lineAfter { return true }
        if current == change.lineBefore { return false }
        return nil
    }

    /// Puts the person's line back as it was before `change`, under the lock the caller holds.
    func reverseProfileChange(_ change: ProfileChange) throws(StoreError) {
        guard let replacement = try profilesReplacement(showing: false, [change]) else { return }
        try rewrite([replacement], recording: nil)
    }

    /// The profiles file with each person's line of `changes` as the change left it
    /// (`showing`) or as it was before; nil when the file reads so already.
    func profilesReplacement(showing: Bool, _ changes: [ProfileChange]) throws(StoreError)
        -> Replacement?
    {
        guard !changes.isEmpty else { return nil }
        var lines = try readProfileLines() ?? []
        let before = lines.map(\.bytes)
        for change in changes {
            let index = lines.firstIndex { $0.entry?.person == change.person }
            let wanted = (showing ? change.lineAfter : change.lineBefore).map {
                ProfileFileLine(bytes: $0, entry: ProfileLine.decode($0))
            }
            switch (index, wanted) {
            case (let index?, let line?): lines[index] = line
            case (let index?, nil): lines.remove(at: index)
            case (nil, let line?): lines.append(line)
            case (nil, nil): break
            }
        }
        guard lines.map(\.bytes) != before else { return nil }
        return Replacement(target: profilesPath, name: profilesName) { temporary in
            try temporary.write(lines.flatMap { $0.bytes + [0x0A] })
        }
    }

    /// How the profiles file stands to `changes`: true when it shows them all, false when it
    /// shows none of them, nil otherwise (edited since).
    func profilesFileShows(_ changes: [ProfileChange]) throws(StoreError) -> Bool? {
        let states = try changes.map(profilesFileShows)
        if states.allSatisfy({ $0 == true }) { return true }
        if states.allSatisfy({ $0 == false }) { return false }
        return nil
    }

    /// The profile lines that remember `answers` (a person of another store and who they are
    /// here): each source added to its person's profile, and taken out of any other person's
    /// (an answer given again, differently).
    func rememberedProfileChanges(_ answers: [(source: PersonSource, person: Person)])
        throws(StoreError)
        -> [ProfileChange]
    {
        guard !answers.isEmpty else { return [] }
        let lines = try readProfileLines() ?? []
        var profiles: [(person: Person, line: [UInt8]?, profile: PersonProfile)] = lines.compactMap
        {
            line in line.entry.map { ($0.person, line.bytes, $0.profile) }
        }
        var changed: Set<Person> = []
        for (source, person) in answers {
            for index in profiles.indices
            where profiles[index].person != person
                && profiles[index].profile.sources.contains(source)
            {
                profiles[index].profile.sources.removeAll { $0 == source }
                changed.insert(profiles[index].person)
            }
            if let index = profiles.firstIndex(where: { $0.person == person }) {
                guard !profiles[index].profile.sources.contains(source) else { continue }
                profiles[index].profile.sources.append(source)
            } else {
                var profile = PersonProfile()
                profile.sources = [source]
                profiles.append((person, nil, profile))
            }
            changed.insert(person)
        }
        return profiles.filter { changed.contains($0.person) }.compactMap { entry in
            // A profile left with nothing (its last remembered source answered otherwise) is
            // taken out: an empty line would keep a person on the roster who is nobody.
            let after =
                entry.profile.isEmpty
                ? nil : ProfileLine.encode(entry.profile, of: entry.person, keeping: entry.line)
            return ProfileChange(lineBefore: entry.line, lineAfter: after)
        }
    }

    /// Moves the lines of the profiles file that are not profiles to a `.rejected` file
    /// beside it (never deleted), by an atomic rewrite, the caller holding the lock.
    func repairProfileLines(now: Timestamp) throws(StoreError) -> RepairAction {
        try repairLines(of: profilesPath, named: profilesName, decode: ProfileLine.decode, now: now)
    }

    /// The line of `person`'s profile (without its `\n`); nil when they have none.
    func profileLine(of person: Person) throws(StoreError) -> [UInt8]? {
        try readProfileLines()?.first { $0.entry?.person == person }?.bytes
    }

    /// Every line of the profiles file; nil when there is none.
    private func readProfileLines() throws(StoreError) -> [ProfileFileLine]? {
        try readLines(of: profilesPath, named: profilesName) { bytes in
            ProfileLine.decode(bytes).map { (person: $0.0, profile: $0.1) }
        }
    }

    /// Replaces the profiles file with `lines` by an atomic rewrite, recording `change`.
    private func writeProfileLines(_ lines: [ProfileFileLine], recording change: RecordedChange?)
        throws(StoreError)
    {
        try writeLines(lines, to: profilesPath, named: profilesName, recording: change)
    }
}
