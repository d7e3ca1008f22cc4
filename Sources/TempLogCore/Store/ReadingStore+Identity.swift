import TempLogJSON

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one line of the identity file beside the store (`<store>.identity`):
/// `{"store":"3f9a2c4d5e6f"}`. Any other key may hold any JSON value.
enum IdentityLine {
    /// The line for `identity`, ending in `\n`.
    static func encode(_ identity: StoreIdentity) -> [UInt8] {
        Array(#"{"store":"\#(identity.id)"}"#.utf8) + [0x0A]
    }

    /// The identity on one line (without its `\n`); nil when the line holds none.
    static func decode(_ line: UnsafeBufferPointer<UInt8>) -> StoreIdentity? {
        var identity: StoreIdentity?
        var isValid = true
        let isObject = JSONLine.scanObject(line) { key, value in
            guard key.elementsEqual("store".utf8) else { return }
            if case .string(let text) = value {
                identity = StoreIdentity(String(decoding: text, as: UTF8.self))
            }
            isValid = identity != nil
        }
        return isObject && isValid ? identity : nil
    }
}

extension ReadingStore {
    /// The file beside the store that holds its identity (see `StoreIdentity`): made once, by
    /// the first change (or the first export of a store that has none), and never rewritten,
    /// so a copy of the store kept with it is the same store. Not a change `undo` takes back.
    public var identityPath: String { realPath + ".identity" }

    /// How messages name the identity file: beside the store's path as given.
    var identityName: String { path + ".identity" }

    /// The store's identity; nil when it has none yet (no file, or an empty one: a file made
    /// by a process that ended before it wrote the line). A file holding lines but no identity
    /// is refused.
    public func identity() throws(StoreError) -> StoreIdentity? {
        guard
            let lines = try readLines(
                of: identityPath, named: identityName, decode: IdentityLine.decode)
        else { return nil }
        if let identity = lines.lazy.compactMap(\.entry).first { return identity }
        guard lines.allSatisfy({ LineReader.isBlank($0.bytes) }) else {
            throw StoreError.notAnIdentity(path: identityName)
        }
        return nil
    }

    /// The store's identity, made now when it has none: under the writers' lock, so that two
    /// processes making it at once agree (nothing is made for a store that does not exist).
    /// This is how `export` names the store its rows come from.
    public func identityMakingIfNeeded() throws(StoreError) -> StoreIdentity? {
        if let identity = try identity() { return identity }
        guard pathKind(realPath) == .file else { return nil }
        let lock = try acquireLock(storeExists: true)
        defer { withExtendedLifetime(lock) {} }
        return try makeIdentityIfNeeded()
    }

    /// Gives the store an identity when it has none, the caller holding the lock: the file is
    /// created exclusively, 0600, with the store's owner, and its line made durable.
    @discardableResult
    func makeIdentityIfNeeded() throws(StoreError) -> StoreIdentity {
        if let identity = try identity() { return identity }
        let identity = StoreIdentity.make()
        try io(StoreError.cannotCreateFile, naming: identityName) {
            guard
                let file = try OpenFile.own(
                    identityPath, flags: O_RDWR, creating: true, owner: owner)
            else { return }
            if try file.size() > 0 { try file.truncate(to: 0) }
            try file.write(IdentityLine.encode(identity))
            try file.sync()
        }
        try syncDirectory(after: nil, naming: identityName)
        return identity
    }
}
