import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

/// `export --fhir`: one FHIR R4 Bundle, every Bundle held to the `fhir.resources` validator and
/// the body temperature profile (see `FHIRValidator`), and each Observation checked against the
/// store it came from.
@Suite struct FHIRExportTests {
    let sandbox = Sandbox()

    /// A family's store: the owner and hana, body and basal readings, °C and °F, every site and
    /// none, notes that need escaping, symptoms (`none` too) and a disturbed basal reading.
    static let family =
        [
            #"{"id":"a00000000001","takenAt":"2026-11-20T07:00:00+09:00","celsius":36.5,"unit":"C","recordedAt":"2026-11-20T07:01:00+09:00","site":"armpit","symptoms":["none"]}"#,
            #"{"id":"a00000000002","takenAt":"2026-11-21T06:30:00+09:00","celsius":36.47,"unit":"C","recordedAt":"2026-11-21T06:30:00+09:00","site":"mouth","kind":"basal"}"#,
            #"{"id":"a00000000003","takenAt":"2026-11-22T06:35:00+09:00","celsius":36.42,"unit":"F","recordedAt":"2026-11-22T06:35:00+09:00","kind":"basal","disturbed":"alcohol"}"#,
            #"{"id":"a00000000004","takenAt":"2026-11-23T19:10:00+09:00","celsius":38.2,"unit":"C","recordedAt":"2026-11-23T19:10:00+09:00","site":"ear","who":"hana","note":"after \"bath\" \\ 熱っぽい <b>&</b> 🤒","symptoms":["cough","taste-or-smell"]}"#,
            #"{"id":"a00000000005","takenAt":"2026-11-24T07:05:00-05:00","celsius":37.06,"unit":"F","recordedAt":"2026-11-24T07:06:00-05:00","site":"forehead","who":"hana","note":"in New York"}"#,
            #"{"id":"a00000000006","takenAt":"2026-11-25T21:00:00+09:00","celsius":37.9,"unit":"C","recordedAt":"2026-11-25T21:00:00+09:00","site":"rectum","who":"hana","symptoms":["sore-throat","runny-nose","headache","fatigue","joint-pain","muscle-pain","chills","feverish","nausea","diarrhoea","breathlessness"]}"#,
            #"{"id":"a00000000007","takenAt":"2026-11-26T07:00:00+09:00","celsius":36.6,"unit":"C","recordedAt":"2026-11-26T07:00:00+09:00","site":"other","who":"hana"}"#,
        ].joined(separator: "\n") + "\n"

    func export(_ arguments: String...) throws -> (text: String, bundle: [String: Any]) {
        let result = sandbox.run(["export", "--fhir"] + arguments)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "")
        FHIRValidator.expectValid(result.output)
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        return (result.output, try #require(json as? [String: Any]))
    }

    static func resources(_ bundle: [String: Any]) -> [[String: Any]] {
        ((bundle["entry"] as? [[String: Any]]) ?? []).compactMap {
            $0["resource"] as? [String: Any]
        }
    }

    static func codes(_ concept: Any?) -> [String] {
        ((concept as? [String: Any])?["coding"] as? [[String: Any]] ?? []).compactMap {
            $0["code"] as? String
        }
    }

    static func identifier(_ resource: [String: Any]) -> (system: String, value: String)? {
        guard let first = (resource["identifier"] as? [[String: Any]])?.first,
            let system = first["system"] as? String, let value = first["value"] as? String
        else { return nil }
        return (system, value)
    }

    @Test func aFamilysStoreRoundTripsThroughOneValidBundle() throws {
        sandbox.directory.write("readings.jsonl", Self.family)
        #expect(sandbox.run("people", "set", "hana", "--display-name", "山田 花子").status == 0)
        let (_, bundle) = try export()
        #expect(bundle["resourceType"] as? String == "Bundle")
        #expect(bundle["type"] as? String == "collection")
        #expect(bundle["timestamp"] as? String == "2026-11-29T07:31:00+09:00")
        let stored = Dictionary(uniqueKeysWithValues: sandbox.readings.map { ($0.id, $0) })
        let resources = Self.resources(bundle)
        let temperatures = resources.filter {
            Self.identifier($0)?.system == "urn:templog:reading"
        }
        #expect(temperatures.count == stored.count)
        let siteCodes: [Site: String] = [
            .mouth: "8331-1", .armpit: "8328-7", .rectum: "8332-9", .ear: "8333-7",
            .forehead: "75539-7",
        ]
        for observation in temperatures {
            let id = try #require(Self.identifier(observation)?.value)
            let reading = try #require(stored[id])
            // code: LOINC 8310-5, the site's LOINC code, SNOMED CT basal body temperature.
            var expected = ["8310-5"]
            if let site = reading.site, let code = siteCodes[site] { expected.append(code) }
            if reading.kind == .basal { expected.append("300076005") }
            #expect(Self.codes(observation["code"]) == expected, "\(id)")
            // value and unit: as taken.
            let quantity = try #require(observation["valueQuantity"] as? [String: Any])
            #expect(quantity["code"] as? String == (reading.unit == .celsius ? "Cel" : "[degF]"))
            let value = try #require(quantity["value"] as? NSNumber).doubleValue
            let decimals = reading.kind == .basal ? 2 : (reading.unit == .celsius ? 2 : 1)
            let shown = reading.temperature.text(in: reading.unit, decimals: decimals)
            #expect(abs(value - Double(shown)!) < 0.0001, "\(id): \(value) is not \(shown)")
            // time: with the reading's own offset; subject: the person.
            #expect(observation["effectiveDateTime"] as? String == reading.takenAt.rfc3339)
            let name = reading.person == .owner ? nil : "山田 花子"
            let subject = try #require(observation["subject"] as? [String: Any])
            #expect(subject["reference"] as? String == "#subject")
            #expect(subject["display"] as? String == name)
            let patient = try #require((observation["contained"] as? [[String: Any]])?.first)
            #expect(patient["resourceType"] as? String == "Patient")
            let names = (patient["name"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
            #expect(names == name.map { [$0] })
            // note, byte for byte.
            let notes = (observation["note"] as? [[String: Any]])?.compactMap {
                $0["text"] as? String
            }
            let expectedNotes =
                [
                    reading.note,
                    reading.disturbance.map { "Disturbed basal reading: \($0.rawValue)" },
                ]
                .compactMap { $0 }
            #expect((notes ?? []) == expectedNotes)
            #expect(
                Self.codes(observation["bodySite"]).isEmpty
                    == (reading.site == nil || reading.site == .other))
        }
        // One Observation per symptom, at the reading's time.
        let symptoms = resources.filter { Self.identifier($0)?.system == "urn:templog:symptom" }
        #expect(symptoms.count == stored.values.reduce(0) { $0 + ($1.symptoms?.count ?? 0) })
        for observation in symptoms {
            let value = try #require(Self.identifier(observation)?.value)
            let reading = try #require(stored[String(value.prefix(12))])
            #expect(Self.codes(observation["code"]) == ["75325-1"])
            #expect(observation["effectiveDateTime"] as? String == reading.takenAt.rfc3339)
            let symptom = try #require(Symptom(rawValue: String(value.dropFirst(13))))
            #expect(reading.symptoms?.contains(symptom) == true)
            #expect(
                Self.codes(observation["valueCodeableConcept"]).count
                    == (symptom == .tasteOrSmell ? 0 : 1))
        }
    }

    @Test func theUsualFiltersNarrowTheBundle() throws {
        sandbox.directory.write("readings.jsonl", Self.family)
        let (_, hana) = try export("--who", "hana", "--since", "2026-11-24")
        #expect(
            Self.resources(hana).compactMap { Self.identifier($0)?.value }.filter {
                $0.count == 12
            } == ["a00000000005", "a00000000006", "a00000000007"])
        let (_, basal) = try export("--kind", "basal")
        #expect(
            Self.resources(basal).compactMap { Self.identifier($0)?.value }
                == ["a00000000002", "a00000000003"])
    }

    @Test func dosesAreMedicationAdministrationsOfTheSamePatientsAndDays() throws {
        sandbox.directory.write("readings.jsonl", Self.family)
        #expect(sandbox.run("people", "set", "hana", "--display-name", "山田 花子").status == 0)
        for arguments in [
            ["カロナール", "200mg", "--who", "hana", "--at", "2026-11-23 19:30", "--every", "6h"],
            ["ムコダイン", "1錠", "--who", "hana", "--at", "2026-11-25 21:10", "--note", "食後"],
            ["Calpol", "5ml", "--at", "2026-11-26 08:00"],
        ] {
            #expect(sandbox.run(["dose"] + arguments).status == 0)
        }
        let doses = try (sandbox.directory.read("readings.jsonl.doses") ?? "")
            .split(separator: "\n").map { line in
                try #require(
                    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
        let (_, bundle) = try export()
        let administrations = Self.resources(bundle).filter {
            $0["resourceType"] as? String == "MedicationAdministration"
        }
        #expect(administrations.count == 3)
        for (administration, line) in zip(administrations, doses) {
            #expect(Self.identifier(administration)?.system == "urn:templog:dose")
            #expect(Self.identifier(administration)?.value == line["id"] as? String)
            #expect(administration["status"] as? String == "completed")
            #expect(
                (administration["medicationCodeableConcept"] as? [String: Any])?["text"]
                    as? String == line["medicine"] as? String)
            #expect(administration["effectiveDateTime"] as? String == line["takenAt"] as? String)
            let subject = administration["subject"] as? [String: Any]
            #expect(subject?["reference"] as? String == "#subject")
            #expect(subject?["display"] as? String == (line["who"] == nil ? nil : "山田 花子"))
        }
        let dosages = administrations.map { $0["dosage"] as? [String: Any] ?? [:] }
        #expect((dosages[0]["dose"] as? [String: Any])?["code"] as? String == "mg")
        #expect((dosages[0]["dose"] as? [String: Any])?["value"] as? Int == 200)
        #expect(dosages[1]["text"] as? String == "1錠")
        #expect((dosages[2]["dose"] as? [String: Any])?["code"] as? String == "mL")
        #expect(
            (administrations[1]["note"] as? [[String: Any]])?.first?["text"] as? String == "食後")
        // The filters choose doses as they choose readings.
        let (_, hana) = try export("--who", "hana", "--since", "2026-11-24")
        #expect(
            Self.resources(hana).filter { Self.identifier($0)?.system == "urn:templog:dose" }
                .compactMap { Self.identifier($0)?.value } == [doses[1]["id"] as? String])
    }

    @Test func dosesAloneAreNotAFHIRBundle() {
        let result = sandbox.run("export", "--doses", "--fhir")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: "))
        #expect(result.output == "")
    }

    @Test func aBundleWithoutReadingsHasNoEntries() throws {
        let (text, bundle) = try export()
        #expect(bundle["entry"] == nil)
        #expect(
            text
                == #"{"resourceType":"Bundle","type":"collection","timestamp":"2026-11-29T07:31:00+09:00"}"#
                + "\n")
    }

    @Test func fhirIsOneFormatAmongTheOthers() {
        let result = sandbox.run("export", "--fhir", "--jsonl")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: "))
    }
}
