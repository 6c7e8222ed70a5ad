import LegiblePalette

/// Themes an app applies in code: Android activities that call `setTheme(…)` before `setContentView` show their
/// layouts under that theme, not the manifest's (which is only the window shown while the activity starts, often a
/// splash theme). A Kotlin or Java file that calls `setTheme(` names its candidates as `R.style.Light_Theme` (the
/// style `Light.Theme`: resource names write `.` as `_`), directly or in a helper that picks one by a setting
/// (`ThemeHelper.getThemeForService` returning `R.style.LightTheme`, `R.style.DarkTheme`, `R.style.BlackTheme`).
///
/// Read by a plain scan of the source text, not a Kotlin or Java parser: every `R.style.NAME` in a file that contains
/// `setTheme(` is a theme the code may apply.
struct AndroidCodeThemes {
    /// Style names, as `R.style` writes them (`Theme_App_Dark`), with the first file and line that names each.
    private(set) var references: [(name: String, location: SourceLocation)] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(files: [String]) {
        var seen = Set<String>()
        for path in files {
            let bytes: [UInt8]
            switch SourceFile.read(path) {
            case .failure(let d): diagnostics.append(d); continue
            case .success(let b): bytes = b
            }
            guard Self.contains(bytes, Array("setTheme(".utf8)) else { continue }
            for (name, line) in Self.styleReferences(bytes) where seen.insert(name).inserted {
                references.append((name, SourceLocation(path: path, line: line)))
            }
        }
    }

    /// The styles of `sheet` the code applies: a reference matches the style whose name, with `.` written as `_`, is
    /// the same.
    func styles(in sheet: AndroidStyleSheet) -> [(style: String, location: SourceLocation)] {
        var byResourceName: [String: String] = [:]
        for name in sheet.styles.keys.sorted() { byResourceName[name.replacingDots()] = byResourceName[name.replacingDots()] ?? name }
        return references.compactMap { ref in byResourceName[ref.name].map { ($0, ref.location) } }
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// Every `R.style.NAME` (`NAME` a Java identifier) with its 1-based line.
    static func styleReferences(_ bytes: [UInt8]) -> [(String, Int)] {
        let marker = Array("R.style.".utf8)
        var result: [(String, Int)] = []
        var line = 1
        var i = 0
        func isIdentifier(_ b: UInt8) -> Bool { (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F }
        while i < bytes.count {
            if bytes[i] == 0x0A { line += 1; i += 1; continue }
            if bytes[i] == marker[0], i + marker.count <= bytes.count, bytes[i..<(i + marker.count)].elementsEqual(marker),
               i == 0 || !isIdentifier(bytes[i - 1]) {
                var end = i + marker.count
                while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
                if end > i + marker.count { result.append((String(decoding: bytes[(i + marker.count)..<end], as: UTF8.self), line)) }
                i = end
                continue
            }
            i += 1
        }
        return result
    }
}

extension String {
    /// `Theme.App.Dark` → `Theme_App_Dark`, as `R.style` names a style.
    func replacingDots() -> String { String(map { $0 == "." ? "_" : $0 }) }
}
