/// Files and lines several suites read.
public enum Fixtures {
    /// A small Apple Health export: three body temperatures (one basal, one implausible), a
    /// step count, a heart rate and a workout.
    public static let healthExport = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
        <!ATTLIST HealthData
          locale CDATA #REQUIRED
        >
        <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
        <!ATTLIST Record
          type          CDATA #REQUIRED
          unit          CDATA #IMPLIED
          value         CDATA #IMPLIED
        >
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2021-12-13 09:00:00 -0700"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth="" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexNotSet"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" sourceVersion="15.1" unit="count" creationDate="2021-12-11 18:00:00 -0700" startDate="2021-12-11 17:50:00 -0700" endDate="2021-12-11 17:55:00 -0700" value="120"/>
         <Record type="HKQuantityTypeIdentifierBodyTemperature" sourceName="Hana&apos;s Watch" sourceVersion="8.1" unit="degC" creationDate="2021-12-11 18:05:12 -0700" startDate="2021-12-11 18:04:48 -0700" endDate="2021-12-11 18:04:48 -0700" value="36.6">
          <MetadataEntry key="HKBodyTemperatureSensorLocation" value="1"/>
         </Record>
         <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" creationDate="2021-12-11 18:06:00 -0700" startDate="2021-12-11 18:06:00 -0700" endDate="2021-12-11 18:06:00 -0700" value="72">
          <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>
         </Record>
         <Record type="HKQuantityTypeIdentifierBasalBodyTemperature" sourceName="Health" sourceVersion="15.1" unit="degF" creationDate="2021-12-12 06:31:00 -0700" startDate="2021-12-12 06:30:00 -0700" endDate="2021-12-12 06:30:00 -0700" value="97.9"/>
         <Record type="HKQuantityTypeIdentifierBodyTemperature" sourceName="Health" sourceVersion="15.1" unit="degC" creationDate="2021-12-12 20:00:00 -0700" startDate="2021-12-12 20:00:00 -0700" endDate="2021-12-12 20:00:00 -0700" value="365"/>
         <Record type="HKQuantityTypeIdentifierBodyTemperature" sourceName="Thermometer &amp; Co" unit="degC" creationDate="2021-12-13 07:10:00 -0700" startDate="2021-12-13 07:10:00 -0700" endDate="2021-12-13 07:10:00 -0700" value="38.1">
          <MetadataEntry key="HKBodyTemperatureSensorLocation" value="9"/>
         </Record>
         <Workout workoutActivityType="HKWorkoutActivityTypeWalking" duration="20" durationUnit="min" sourceName="Watch" creationDate="2021-12-12 10:00:00 -0700" startDate="2021-12-12 09:40:00 -0700" endDate="2021-12-12 10:00:00 -0700">
          <WorkoutEvent type="HKWorkoutEventTypeSegment" date="2021-12-12 09:40:00 -0700"/>
         </Workout>
        </HealthData>

        """
}
