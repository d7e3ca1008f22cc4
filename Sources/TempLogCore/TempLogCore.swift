// TempLogCore: the engine of templog, usable by an app as it is (no terminal, no process, no
// exit codes). It owns the readings and their validation, the store and its journal, queries,
// reports and statistics, and the import and export of readings.
//
// Below it, each a module of its own: TempLogSystem (files, locks' files, SHA-256),
// TempLogTime (timestamps, local dates, time zones), TempLogJSON (the strict line scanner),
// TempLogCSV (delimited text, CP932), TempLogXML (the Health export's tokenizer) and
// TempLogText (bytes and typed text). The modules whose
// types appear in this module's public API are re-exported, so `import TempLogCore` is all an
// app needs.
@_exported import TempLogCSV
@_exported import TempLogSystem
@_exported import TempLogTime
@_exported import TempLogXML
