/// FHIR R4 JSON as `export --fhir` writes it: one `Bundle` of type `collection` whose entries
/// are the resources of each reading and dose (see `FHIRResource`), written by templog itself.
///
/// The Bundle is written as a stream: its opening, the `entry` array's opening before the
/// first entry, each entry as the readings come (after `,\n`, the comma left out before the
/// first), then its closing, so an export of any size is written without holding the readings.
public enum FHIRBundle {
    /// Appends the Bundle's opening: `resourceType`, `type` and `timestamp` (when the Bundle
    /// was made).
    public static func appendOpening(made timestamp: Timestamp, to output: inout [UInt8]) {
        output.append(#"{"resourceType":"Bundle","type":"collection","timestamp":""#)
        timestamp.appendRFC3339(to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// Appends the start of the `entry` array, before the first entry (a Bundle without
    /// entries has none: FHIR allows no empty array).
    public static func appendEntriesOpening(to output: inout [UInt8]) {
        output.append(#","entry":["#)
    }

    /// Appends the Bundle's closing, after the last entry when it `hasEntries`, and a line end.
    public static func appendClosing(hasEntries: Bool, to output: inout [UInt8]) {
        output.append(hasEntries ? "\n]}\n" : "}\n")
    }

    /// Appends the entries of `reading`'s resources, each on a line of its own after `,\n`
    /// (`FHIRResource.resources(of:)`), with `subject` as their patient.
    public static func appendEntries(
        of reading: Reading, subject: FHIRSubject, to output: inout [UInt8]
    ) {
        for resource in FHIRResource.resources(of: reading) {
            appendEntry(resource, subject: subject, to: &output)
        }
    }

    /// Appends the entry of `dose`'s `MedicationAdministration` on a line of its own after
    /// `,\n`, with `subject` as its patient.
    public static func appendEntry(of dose: Dose, subject: FHIRSubject, to output: inout [UInt8]) {
        appendEntry(.dose(dose), subject: subject, to: &output)
    }

    private static func appendEntry(
        _ resource: FHIRResource, subject: FHIRSubject, to output: inout [UInt8]
    ) {
        output.append(",\n")
        var writer = JSONWriter()
        writer.object { $0.member("resource") { resource.write(subject: subject, to: &$0) } }
        output += writer.bytes
    }
}

/// Whose resources they are: the `Patient` each resource contains and names as its subject.
public struct FHIRSubject: Sendable {
    /// The person's name as a record shows it: the profile's display name, else the name
    /// readings are filed under; nil for the owner without a display name (the Patient then
    /// has no name).
    public var name: String?

    /// A subject named `name`.
    public init(name: String?) {
        self.name = name
    }
}
