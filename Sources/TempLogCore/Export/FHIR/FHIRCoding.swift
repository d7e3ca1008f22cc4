/// A code of a code system, as FHIR's `Coding` carries it, and the codes templog writes: LOINC
/// for what was measured, SNOMED CT for body sites, basal temperature and symptoms, UCUM for
/// units. Each was checked against the published code systems and the FHIR vital-signs
/// profiles (see docs/import-export.md).
struct FHIRCoding {
    let system: StaticString
    let code: StaticString
    /// The code system's name for the code; nil where the code is written without one.
    let display: StaticString?

    static let loinc: StaticString = "http://loinc.org"
    static let snomed: StaticString = "http://snomed.info/sct"
    static let observationCategory: StaticString =
        "http://terminology.hl7.org/CodeSystem/observation-category"
    static let ucum: StaticString = "http://unitsofmeasure.org"

    /// The profile every temperature Observation claims.
    static let bodyTemperatureProfile: StaticString =
        "http://hl7.org/fhir/StructureDefinition/bodytemp"

    /// LOINC 8310-5, which the body temperature profile requires of every temperature.
    static let bodyTemperature = FHIRCoding(
        system: loinc, code: "8310-5", display: "Body temperature")
    /// SNOMED CT 300076005, a basal reading (LOINC has no code for basal body temperature).
    static let basalBodyTemperature = FHIRCoding(
        system: snomed, code: "300076005", display: "Basal body temperature")
    /// LOINC 75325-1, the code of a symptom Observation.
    static let symptom = FHIRCoding(system: loinc, code: "75325-1", display: "Symptom")
    /// The category every temperature Observation has.
    static let vitalSigns = FHIRCoding(
        system: observationCategory, code: "vital-signs", display: "Vital Signs")
    /// The category of a symptom Observation: what the person reported.
    static let survey = FHIRCoding(system: observationCategory, code: "survey", display: "Survey")

    /// The site-specific LOINC code of a temperature taken at `site`; nil for `other`.
    static func temperature(at site: Site) -> FHIRCoding? {
        switch site {
        case .mouth: FHIRCoding(system: loinc, code: "8331-1", display: "Oral temperature")
        case .armpit: FHIRCoding(system: loinc, code: "8328-7", display: "Axillary temperature")
        case .rectum: FHIRCoding(system: loinc, code: "8332-9", display: "Rectal temperature")
        case .ear:
            FHIRCoding(system: loinc, code: "8333-7", display: "Tympanic membrane temperature")
        case .forehead:
            FHIRCoding(
                system: loinc, code: "75539-7", display: "Body temperature - Temporal artery")
        case .other: nil
        }
    }

    /// The SNOMED CT body structure of `site`, for `bodySite`; nil for `other`.
    static func bodySite(_ site: Site) -> FHIRCoding? {
        switch site {
        case .mouth: FHIRCoding(system: snomed, code: "74262004", display: "Oral cavity structure")
        case .armpit:
            FHIRCoding(system: snomed, code: "422543003", display: "Structure of axillary fossa")
        case .rectum: FHIRCoding(system: snomed, code: "34402009", display: "Rectum structure")
        case .ear:
            FHIRCoding(system: snomed, code: "42859004", display: "Tympanic membrane structure")
        case .forehead:
            FHIRCoding(system: snomed, code: "52795006", display: "Forehead structure")
        case .other: nil
        }
    }

    /// The SNOMED CT finding of `symptom`; nil for one without a single code (a loss of taste
    /// or smell, red or discharging eyes: two findings each), which is written as text alone.
    static func finding(_ symptom: Symptom) -> FHIRCoding? {
        let code: StaticString? =
            switch symptom {
            case .cough: "49727002"
            case .soreThroat: "162397003"
            case .runnyNose: "64531003"
            case .stuffyNose: "68235000"
            case .headache: "25064002"
            case .fatigue: "84229001"
            case .jointPain: "57676002"
            case .musclePain: "68962001"
            case .chills: "43724002"
            case .feverish: "103001002"
            case .nausea: "422587007"
            case .vomiting: "422400008"
            case .abdominalPain: "21522001"
            case .rash: "271807003"
            case .diarrhoea: "62315008"
            case .breathlessness: "267036007"
            case .none: "84387000"
            case .tasteOrSmell, .soreEyes: nil
            }
        return code.map { FHIRCoding(system: snomed, code: $0, display: nil) }
    }

    /// The UCUM code of `unit`, as the profile's value set of body temperature units has it.
    static func ucumCode(_ unit: TemperatureUnit) -> StaticString {
        unit == .celsius ? "Cel" : "[degF]"
    }

    /// The UCUM code of a dose's unit: a weight or a volume; nil for a counted unit (tablets,
    /// packets), which UCUM has no unit for.
    static func ucumCode(_ unit: DoseUnit) -> StaticString? {
        switch unit {
        case .milligram: return "mg"
        case .gram: return "g"
        case .microgram: return "ug"
        case .millilitre: return "mL"
        case .tablet, .packet, .capsule, .suppository, .drop: return nil
        }
    }
}

extension JSONWriter {
    /// Writes a `Coding` element of an array.
    mutating func coding(_ coding: FHIRCoding) {
        element {
            $0.member("system", string: "\(coding.system)")
            $0.member("code", string: "\(coding.code)")
            if let display = coding.display { $0.member("display", string: "\(display)") }
        }
    }

    /// Writes `name` as a `CodeableConcept` of `codings` and `text`.
    mutating func concept(_ name: StaticString, _ codings: [FHIRCoding], text: String?) {
        objectMember(name) { concept in
            if !codings.isEmpty {
                concept.arrayMember("coding") { array in
                    for coding in codings { array.coding(coding) }
                }
            }
            if let text { concept.member("text", string: text) }
        }
    }
}
