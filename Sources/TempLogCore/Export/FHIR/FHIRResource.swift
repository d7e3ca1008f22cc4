/// One resource of a Bundle entry, and how it is written.
///
/// A reading is an `Observation` of the FHIR body temperature profile (vital signs), and each
/// symptom ticked with it an `Observation` of its own (LOINC 75325-1, the symptom in SNOMED CT)
/// at the same time for the same person: the vital-signs profile keeps a temperature's
/// components and members for vital signs. Every resource contains its `Patient` and names it
/// as its subject. Each kind of record templog keeps is one case here, with its writer; a dose
/// of medicine, once templog records doses, is one more: a `MedicationAdministration`.
enum FHIRResource {
    /// A body or basal temperature.
    case temperature(Reading)
    /// A symptom ticked with a reading (`none`: checked, none).
    case symptom(Symptom, of: Reading)

    /// The resources of `reading`: its temperature, then one per symptom.
    static func resources(of reading: Reading) -> [FHIRResource] {
        [.temperature(reading)] + (reading.symptoms ?? []).map { .symptom($0, of: reading) }
    }

    /// The identifier systems: a reading's id, and a symptom's (`<id>:<symptom>`). The same
    /// reading has the same identifier in every export, so a system that reads a second
    /// export updates its record rather than adding another.
    static let readingIdentifier: StaticString = "urn:templog:reading"
    static let symptomIdentifier: StaticString = "urn:templog:symptom"

    /// Writes the resource as a JSON object.
    func write(subject: FHIRSubject, to writer: inout JSONWriter) {
        switch self {
        case .temperature(let reading): Self.writeTemperature(reading, subject, to: &writer)
        case .symptom(let symptom, let reading):
            Self.writeSymptom(symptom, of: reading, subject, to: &writer)
        }
    }

    private static func writeTemperature(
        _ reading: Reading, _ subject: FHIRSubject, to writer: inout JSONWriter
    ) {
        writer.object { object in
            object.member("resourceType", string: "Observation")
            object.objectMember("meta") {
                $0.arrayMember("profile") {
                    $0.element(string: "\(FHIRCoding.bodyTemperatureProfile)")
                }
            }
            writeHeader(
                identifier: (readingIdentifier, reading.id), category: .vitalSigns, subject,
                to: &object)
            var codes = [FHIRCoding.bodyTemperature]
            if let site = reading.site, let specific = FHIRCoding.temperature(at: site) {
                codes.append(specific)
            }
            if reading.kind == .basal { codes.append(.basalBodyTemperature) }
            object.concept(
                "code", codes,
                text: reading.kind == .basal ? "Basal body temperature" : "Body temperature")
            writeSubjectAndTime(reading, subject, to: &object)
            object.objectMember("valueQuantity") { quantity in
                quantity.member("value", number: value(of: reading))
                quantity.member("unit", string: reading.unit == .celsius ? "°C" : "°F")
                quantity.member("system", string: "\(FHIRCoding.ucum)")
                quantity.member("code", string: "\(FHIRCoding.ucumCode(reading.unit))")
            }
            if let site = reading.site {
                object.concept(
                    "bodySite", FHIRCoding.bodySite(site).map { [$0] } ?? [],
                    text: site.rawValue)
            }
            let notes =
                [reading.note]
                + [reading.disturbance.map { "Disturbed basal reading: \($0.rawValue)" }]
            if notes.contains(where: { $0 != nil }) {
                object.arrayMember("note") { array in
                    for case let text? in notes {
                        array.element { $0.member("text", string: text) }
                    }
                }
            }
        }
    }

    private static func writeSymptom(
        _ symptom: Symptom, of reading: Reading, _ subject: FHIRSubject,
        to writer: inout JSONWriter
    ) {
        writer.object { object in
            object.member("resourceType", string: "Observation")
            writeHeader(
                identifier: (symptomIdentifier, "\(reading.id):\(symptom.rawValue)"),
                category: .survey, subject, to: &object)
            object.concept("code", [.symptom], text: "Symptom")
            writeSubjectAndTime(reading, subject, to: &object)
            object.concept(
                "valueCodeableConcept", FHIRCoding.finding(symptom).map { [$0] } ?? [],
                text: symptom == .none ? "none" : symptom.rawValue.replacing("-", with: " "))
        }
    }

    /// The members every resource begins with: the contained `Patient`, the identifier, the
    /// status and the category.
    private static func writeHeader(
        identifier: (system: StaticString, value: String), category: FHIRCoding,
        _ subject: FHIRSubject, to object: inout JSONWriter
    ) {
        object.arrayMember("contained") { array in
            array.element { patient in
                patient.member("resourceType", string: "Patient")
                patient.member("id", string: "subject")
                if let name = subject.name {
                    patient.arrayMember("name") { $0.element { $0.member("text", string: name) } }
                }
            }
        }
        object.arrayMember("identifier") { array in
            array.element {
                $0.member("system", string: "\(identifier.system)")
                $0.member("value", string: identifier.value)
            }
        }
        object.member("status", string: "final")
        object.arrayMember("category") { array in
            array.element { concept in
                concept.arrayMember("coding") { $0.coding(category) }
            }
        }
    }

    /// `subject`, naming the contained Patient, then when the reading was taken (with its own
    /// UTC offset) and when it was entered.
    private static func writeSubjectAndTime(
        _ reading: Reading, _ subject: FHIRSubject, to object: inout JSONWriter
    ) {
        object.objectMember("subject") {
            $0.member("reference", string: "#subject")
            if let name = subject.name { $0.member("display", string: name) }
        }
        object.member("effectiveDateTime", string: reading.takenAt.rfc3339)
        object.member("issued", string: reading.recordedAt.rfc3339)
    }

    /// The temperature in the unit it was taken in: in °C the value the store keeps (to the
    /// hundredth), in °F the stored value converted to the decimals templog shows (one for a
    /// body reading, as a °F thermometer shows it, so a reading typed in °F comes back as
    /// typed); a basal reading always with two decimals.
    private static func value(of reading: Reading) -> [UInt8] {
        var text: [UInt8] = []
        let temperature = reading.temperature
        if reading.unit == .celsius, reading.kind == .body {
            temperature.appendStored(to: &text)
        } else {
            temperature.appendText(
                in: reading.unit, decimals: reading.kind.displayDecimals, to: &text)
        }
        return text
    }
}
