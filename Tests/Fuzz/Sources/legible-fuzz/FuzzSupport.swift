import Foundation
import LegiblePalette

/// A per-process scratch folder (in /dev/shm when there is one) where inputs are written for the readers.
enum FuzzScratch {
    nonisolated(unsafe) static let root: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let dir = "\(base)/legible-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: FuzzScratch.root) }
        return dir
    }()

    static func path(_ relative: String) -> String { "\(root)/\(relative)" }

    /// Writes `data` at `relative` (creating folders) and returns the full path.
    static func write(_ data: [UInt8], to relative: String) -> String {
        let file = path(relative)
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: file, contents: Data(data))
        return file
    }
}

/// The invariants a target checks beyond "no crash, no hang, bounded memory" (which libFuzzer enforces).
enum FuzzInvariant {
    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            FileHandle.standardError.write(Data("fuzz invariant broken: \(message())\n".utf8))
            abort()
        }
    }

    /// Whether a token file says anything about colors: a hex sign, a color function, or the word "color" (a type,
    /// a key). A file of spacing or font tokens may read as empty without a word.
    static func mentionsColor(_ text: String) -> Bool {
        let lower = text.lowercased()
        return ["#", "color", "rgb", "hsl", "lab(", "lch("].contains { lower.contains($0) }
    }

    /// The text without comments (`<!-- … -->` by default; an unclosed one runs to the end): colors in comments
    /// are not definitions.
    static func withoutComments(_ text: String, open opener: String = "<!--", close closer: String = "-->") -> String {
        var out = "", rest = Substring(text)
        while let open = rest.range(of: opener) {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: closer) else { return out }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    /// Whether the text has `--name` followed (after spaces) by `:` anywhere: a custom property declaration, or
    /// something meant as one.
    static func hasCustomPropertyShape(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "-"), bytes[i + 1] == UInt8(ascii: "-") {
                var j = i + 2
                while j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "_") || bytes[j] >= 0x80
                    || (bytes[j] | 0x20 >= UInt8(ascii: "a") && bytes[j] | 0x20 <= UInt8(ascii: "z")) || (bytes[j] >= 0x30 && bytes[j] <= 0x39) { j += 1 }
                while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0A || bytes[j] == 0x0D { j += 1 }
                if j < bytes.count, bytes[j] == UInt8(ascii: ":") { return true }
                i = j
            } else {
                i += 1
            }
        }
        return false
    }

    /// Every color-looking definition is accounted for: an input that yields no color yields a diagnostic, unless
    /// nothing in it resembles a definition (`mayBeSilent`: e.g. CSS without `--`, as the mutation fuzz test in
    /// LegiblePaletteTests decides). Every diagnostic about the file names a line inside it.
    static func accounted(_ palette: Palette, input: [UInt8], file: String, mayBeSilent: (String) -> Bool = { _ in false }) {
        let lines = input.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        for d in palette.diagnostics where d.location.path == file {
            check(d.location.line >= 0 && d.location.line <= lines, "diagnostic at line \(d.location.line) of a \(lines)-line file: \(d)")
        }
        guard palette.variantCount == 0, palette.diagnostics.isEmpty else { return }
        let blank = input.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        check(blank || mayBeSilent(String(decoding: input, as: UTF8.self)), "\(input.count) bytes read as no color and no diagnostic")
    }
}
