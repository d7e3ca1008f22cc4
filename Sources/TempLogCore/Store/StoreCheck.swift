/// What `templog check` found in a store. Reading it never changes the file.
public struct StoreCheck: Sendable {
    /// Several lines that carry one reading id.
    public struct DuplicateID: Equatable, Sendable {
        /// The id.
        public let id: String
        /// The lines carrying it, counting from 1.
        public let lineNumbers: [Int]
    }

    /// The store's path.
    public let path: String
    /// Whether there is a store file yet.
    public var exists = false
    /// How many valid readings it holds.
    public var readingCount = 0
    /// Lines that are not valid readings.
    public var malformedLines: [MalformedLine] = []
    /// The file does not end in `\n`: a write was cut short.
    public var hasTornTail = false
    /// Ids found on more than one line.
    public var duplicateIDs: [DuplicateID] = []
    /// A person whose name the store spells more than one way.
    public struct MixedSpelling: Equatable, Sendable {
        /// Every spelling, in the order first met: the first is the one kept.
        public let spellings: [String]
    }

    /// People whose names the store spells more than one way (`hana`, `Hana`).
    public var mixedSpellings: [MixedSpelling] = []
    /// Readings filed under a name that now means the owner.
    public struct FormerName: Equatable, Sendable {
        /// The name as stored: 本人, あなた or 自分.
        public let name: String
        /// How many readings carry it.
        public let readings: Int
    }

    /// Names that earlier versions took as anyone's and that now mean the owner (本人,
    /// あなた, 自分): their readings are kept apart from the owner's until `--repair` files
    /// them as the owner's.
    public var formerNames: [FormerName] = []
    /// Readings whose free text breaks the text rules: shown cleaned, cleaned by `--repair`.
    public var textProblems: [TextProblem] = []
    /// The file starts with a UTF-8 byte order mark (read past; `--repair` removes it).
    public var hasByteOrderMark = false
    /// Lines whose reading was taken before one on an earlier line.
    public var outOfOrderLines: [Int] = []
    /// The file's mode, when looser than 0600.
    public var looseFileMode: Int?
    /// The directory's mode, when looser than 0700 (checked for the default location only).
    public var looseDirectoryMode: Int?
    /// Why the store file cannot be written by this user, when it cannot: `add` would fail.
    public var fileNotWritable: SystemError?
    /// Why the store's directory cannot be written, when it cannot: rewrites (a back-dated
    /// reading, `delete`, `undo`, `import`, `--repair`) make their new file there and would fail.
    public var directoryNotWritable: SystemError?
    /// The journal's damaged or implausible lines (numbers counting from 1): `undo` stops at
    /// them.
    public var damagedJournalLines: [Int] = []
    /// The lines of the cycles file beside the store that are not cycle starts.
    public var malformedCycleLines: [MalformedLine] = []
    /// The lines of the profiles file beside the store that are not profiles.
    public var malformedProfileLines: [MalformedLine] = []
    /// The lines of the doses file beside the store that are not doses.
    public var malformedDoseLines: [MalformedLine] = []
    /// Whether the store has readings but no journal: `undo` can reverse only changes made
    /// from now on. Not a problem in itself.
    public var hasNoJournal = false
    /// A file beside the store that is not templog's own: what it is called and what it is.
    public struct UnexpectedBesideFile: Equatable, Sendable {
        /// How messages name it: beside the store's path as given.
        public let name: String
        /// What it is.
        public let found: UnexpectedFile
    }

    /// Files beside the store that templog will not read or write (a link, a FIFO, a device,
    /// another user's file): every change is refused while one is there.
    public var unexpectedFiles: [UnexpectedBesideFile] = []
    /// The file holds lines, and none of them is a reading or a JSON object: it is not a
    /// store, and every change refuses it.
    public var isNotAStore = false
    /// Temporary files left by an interrupted rewrite of the store, its journal, its cycles,
    /// profiles or doses file (`.<name>.tmp-*`).
    public var leftoverFiles: [String] = []
    /// Copies a sync service made of the store or a file beside it (see `ConflictCopy`), by
    /// name: what they hold is not in the store until they are merged.
    public var conflictCopies: [ConflictCopy] = []

    /// Problems that need the file's lines rewritten.
    public var needsRewrite: Bool {
        !malformedLines.isEmpty || hasTornTail || !duplicateIDs.isEmpty || !outOfOrderLines.isEmpty
            || !mixedSpellings.isEmpty || !formerNames.isEmpty || hasByteOrderMark
            || textProblems.contains(where: \.isRepairable)
    }

    /// Whether nothing is wrong.
    public var isClean: Bool {
        !needsRewrite && textProblems.isEmpty && looseFileMode == nil && looseDirectoryMode == nil
            && leftoverFiles.isEmpty && fileNotWritable == nil && directoryNotWritable == nil
            && damagedJournalLines.isEmpty && malformedCycleLines.isEmpty
            && malformedProfileLines.isEmpty && malformedDoseLines.isEmpty
            && unexpectedFiles.isEmpty && !isNotAStore
            && conflictCopies.isEmpty
    }

    /// Whether `--repair` has something to do: every problem but the copies a sync service
    /// made, which only merging them by hand takes away.
    public var isRepairable: Bool {
        var others = self
        others.conflictCopies = []
        return !others.isClean && !isNotAStore
    }
}
