import Testing
import LegibleUsage
import LegibleTestSupport

@Suite("Probe") struct AndroidProbe {
    @Test(.enabled(if: TestPaths.corpusAvailable), arguments: ["TeamNewPipe__NewPipe", "duckduckgo__Android", "wikimedia__apps-android-wikipedia"])
    func probe(app: String) {
        let files = AndroidProjectFiles.discover([TestPaths.corpus(app)])
        let scan = AndroidLayoutReader.read(files)
        print("== \(app): layouts \(files.layouts.count) elements \(scan.elementsWithTextColor) pairs \(scan.pairs.count) diags \(scan.diagnostics.count)")
        for t in AndroidLayoutReader.themes(files) { print("  theme", t, t.reason) }
        for d in scan.diagnostics.prefix(25) { print("  ", d) }
        for p in scan.pairs.prefix(12) { print("  P", p.site.location, p.foreground.displayName, "on", p.background.displayName, p.role, p.appearances ?? [], "|", p.evidence) }
    }
}
