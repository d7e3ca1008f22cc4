"""Validates a FHIR Bundle (JSON on stdin) as the tests require of every Bundle templog writes.

1. The `fhir.resources` models (R4B) parse it: the Bundle, then each entry's resource with the
   class its resourceType names. They check structure, types, required elements and formats.
2. Every Observation that claims the FHIR body temperature profile has the values that profile
   (and the vital-signs profile it derives from) requires: status, the vital-signs category,
   LOINC 8310-5, a subject that resolves, an effective time, and a valueQuantity in UCUM Cel or
   [degF]; a bodySite is coded in SNOMED CT.

Prints one line saying what was checked and exits 0, or prints the problems and exits 1. Exits
3 when the models are not installed (the caller says how to install them).
"""

import json
import sys

try:
    from fhir.resources.R4B import get_fhir_model_class
    from fhir.resources.R4B.bundle import Bundle
except ImportError as error:  # the tests report this as a missing validator
    print(f"fhir.resources is not installed: {error}")
    sys.exit(3)

BODY_TEMPERATURE = "http://hl7.org/fhir/StructureDefinition/bodytemp"
STATUSES = {
    "registered", "preliminary", "final", "amended", "corrected", "cancelled",
    "entered-in-error", "unknown",
}
CATEGORY_SYSTEM = "http://terminology.hl7.org/CodeSystem/observation-category"
UCUM = "http://unitsofmeasure.org"
BODY_TEMPERATURE_UNITS = {"Cel", "[degF]"}


def codings(concept):
    return (concept or {}).get("coding", [])


def profile_problems(index, observation):
    """What the body temperature profile requires and the observation lacks."""
    problems = []

    def need(condition, what):
        if not condition:
            problems.append(f"entry {index}: the body temperature profile requires {what}")

    need(observation.get("status") in STATUSES, "a status from its value set")
    need(
        any(
            coding.get("system") == CATEGORY_SYSTEM and coding.get("code") == "vital-signs"
            for category in observation.get("category", [])
            for coding in codings(category)
        ),
        "the vital-signs category",
    )
    need(
        any(
            coding.get("system") == "http://loinc.org" and coding.get("code") == "8310-5"
            for coding in codings(observation.get("code"))
        ),
        "LOINC 8310-5 in code",
    )
    reference = (observation.get("subject") or {}).get("reference", "")
    contained = {resource.get("id") for resource in observation.get("contained", [])}
    need(reference.startswith("#") and reference[1:] in contained, "a subject that resolves")
    need(
        "effectiveDateTime" in observation or "effectivePeriod" in observation,
        "an effective time",
    )
    quantity = observation.get("valueQuantity") or {}
    need("value" in quantity and "unit" in quantity, "a valueQuantity with value and unit")
    need(quantity.get("system") == UCUM, "UCUM as the valueQuantity's system")
    need(quantity.get("code") in BODY_TEMPERATURE_UNITS, "a unit code of Cel or [degF]")
    if "bodySite" in observation:
        need(
            all(c.get("system") == "http://snomed.info/sct" for c in codings(observation["bodySite"])),
            "a bodySite coded in SNOMED CT",
        )
    return problems


def main():
    data = json.load(sys.stdin)
    try:
        Bundle.model_validate(data)
        kinds = {}
        problems = []
        for index, entry in enumerate(data.get("entry", [])):
            resource = entry["resource"]
            kind = resource["resourceType"]
            get_fhir_model_class(kind).model_validate(resource)
            kinds[kind] = kinds.get(kind, 0) + 1
            profiles = (resource.get("meta") or {}).get("profile", [])
            if kind == "Observation" and BODY_TEMPERATURE in profiles:
                kinds["body temperature profile"] = kinds.get("body temperature profile", 0) + 1
                problems += profile_problems(index, resource)
    except Exception as error:  # the models' own message, whole
        print(f"not a valid FHIR R4B Bundle: {error}")
        sys.exit(1)
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    counts = ", ".join(f"{count} {kind}" for kind, count in sorted(kinds.items()))
    print(f"valid R4B Bundle ({data.get('type')}): {counts or 'no entries'}")


main()
