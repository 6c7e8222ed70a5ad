/// Paths as CI tools want them: relative to the working directory (the repository root in CI), forward slashes,
/// and as URIs percent-encoded (RFC 3986).
enum ReportPaths {
    /// `path` relative to `workingDirectory` when it lies under it; `./` removed. Other paths are kept as given.
    static func relative(_ path: String, to workingDirectory: String?) -> String {
        var p = path
        if let wd = workingDirectory, !wd.isEmpty {
            let base = wd.hasSuffix("/") ? wd : wd + "/"
            if p.hasPrefix(base) { p = String(p.dropFirst(base.count)) }
        }
        while p.hasPrefix("./") { p = String(p.dropFirst(2)) }
        return p
    }

    /// A URI reference for `path`: relative paths stay relative (`Fixtures/a%20b/Contents.json`), absolute ones
    /// become `file:///…`. Every byte outside RFC 3986's unreserved set and `/` is percent-encoded, so `:` in a
    /// first segment cannot read as a scheme and `#`, `?`, `%` and spaces stay part of the path.
    static func uri(_ path: String, workingDirectory: String?) -> String {
        let p = relative(path, to: workingDirectory)
        let encoded = percentEncode(p)
        return p.hasPrefix("/") ? "file://" + encoded : encoded
    }

    static func percentEncode(_ s: String) -> String {
        var out = ""
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}

/// FNV-1a, 64 bits (http://www.isthe.com/chongo/tech/comp/fnv/): a stable hash for SARIF fingerprints. Swift's
/// `Hasher` is seeded per process, so it cannot be used for anything written to disk.
enum FNV1a {
    static func hash64(_ s: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in s.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
