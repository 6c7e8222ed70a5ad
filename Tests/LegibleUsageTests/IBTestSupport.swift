import Foundation
import LegiblePalette
import LegibleUsage

/// Writes small IB documents to a temporary folder, for reader tests.
enum IBDocument {
    /// `<document>` of the given kind around `body` (scenes or objects) and optional `resources`.
    static func write(
        _ body: String, mac: Bool = false, storyboard: Bool = true, resources: String = "", name: String? = nil
    ) -> String {
        let type =
            (mac ? "com.apple.InterfaceBuilder3.Cocoa" : "com.apple.InterfaceBuilder3.CocoaTouch")
            + (storyboard ? ".Storyboard.XIB" : ".XIB")
        let runtime = mac ? "MacOSX.Cocoa" : "iOS.CocoaTouch"
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" targetRuntime="\(runtime)">
            \(body)
                <resources>\(resources)</resources>
            </document>
            """
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-ib-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name ?? (storyboard ? "Test.storyboard" : "Test.xib")).path
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// `write`'s document at a given path (a second document in the same folder).
    static func writeBody(_ body: String, mac: Bool = false, storyboard: Bool = true, to path: String) throws {
        let written = write(body, mac: mac, storyboard: storyboard)
        try FileManager.default.moveItem(atPath: written, toPath: path)
    }

    static func scan(_ path: String, palette: Palette = Palette()) -> UsageScan {
        InterfaceBuilderReader.read(files: [path], palette: palette)
    }
}

extension ObservedColor {
    /// The inline color's value in light, for assertions.
    var lightHex: String? { hex(in: .light) }

    /// The inline color's value in dark, for assertions.
    var darkHex: String? { hex(in: .dark) }

    private func hex(in appearance: Appearance) -> String? {
        guard case .inline(let c) = self, let color = c.variant(for: appearance)?.color else { return nil }
        return color.alpha8 == 255 ? color.hexRGB : color.hexRGBA
    }
}
