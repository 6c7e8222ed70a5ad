import Foundation
import LegibleCore
import LegiblePalette

/// A color expression of Swift or Objective-C view code, read when it is one of the plain forms:
/// - a catalog color: `UIColor(named: "Brand")`, `NSColor(named: "Brand")`, `[UIColor colorNamed:@"Brand"]`,
///   `Color("Brand")`, when the palette of the run has that name; `[UIColor colorNamed:ACColorNameBrandPrimary]`,
///   Xcode 15's generated asset symbol for Objective-C (`GeneratedAssetSymbols.h`: `ACColorName` + the colorset's
///   name without separators, first letter upper-cased; the header is generated at build time, never in the
///   repository), matched like the Swift symbols (`CatalogColorReference.generatedSymbol`);
/// - a system color: `UIColor.secondaryLabel`, `.secondaryLabel`, `UIColor.secondaryLabelColor` (Objective-C dot
///   syntax), `[UIColor secondaryLabelColor]`, `NSColor.textColor`, with its values from `AppleSystemColors`
///   (`UIColor`: the iOS table; `NSColor`: the macOS table; an implicit member, `.secondaryLabelColor`, the table of
///   the file's platform: AppKit code's `self.textColor = .secondaryLabelColor` is `NSColor`); `white`, `black`,
///   `clear` as themselves.
/// Anything else (a computed color, a theme's property, a ternary) is not read: the pair needs review.
enum CodeColorValue {
    static func resolve(
        _ text: String, palette: Palette, at location: SourceLocation, mac: Bool = false
    ) -> ObservedColor? {
        let value = text.trimmingTrailing(";").trimmingCharacters(in: .whitespaces)
        if let name = catalogName(value) { return palette.color(named: name) != nil ? .named(name) : nil }
        if let symbol = generatedObjectiveCSymbol(value) {
            guard case .success(let color) = CatalogColorIndex(palette).resolve(.generatedSymbol(symbol)) else {
                return nil
            }
            return .named(color.name)
        }
        guard let (type, member) = systemMember(value, implicitType: mac ? "NSColor" : "UIColor") else { return nil }
        let platform = type == "NSColor" ? "osx" : "ios"
        let selector = member.hasSuffix("Color") ? member : member + "Color"
        var variants: [ColorVariant] = []
        if let color = IBLegacyColors.code[selector] {
            variants = [ColorVariant(appearance: .light, value: .color(color), source: location)]
        } else {
            let reference = SystemColorReference(platform: platform, name: selector)
            guard AppleSystemColors.resolve(reference, in: .light) != nil,
                AppleSystemColors.resolve(reference, in: .dark) != nil
            else { return nil }
            variants = AppleSystemColors.variants(of: reference, at: location)
        }
        return .inline(
            NamedColor(
                name: String(selector.dropLast(5)),
                origin: platform == "osx" ? "AppKit system colors" : "UIKit system colors",
                variants: variants))
    }

    /// `"Brand"` of `UIColor(named: "Brand")`, `[UIColor colorNamed:@"Brand"]`, `Color("Brand")`.
    static func catalogName(_ value: String) -> String? {
        for opener in ["(named: \"", "colorNamed:@\"", "Color(\""] {
            guard let start = value.range(of: opener) else { continue }
            // One catalog color, not an expression choosing among several (`dark ? UIColor(named: "A") : …`).
            if value.components(separatedBy: opener).count > 2 || value.contains(" ? ") || value.contains("??") {
                return nil
            }
            let rest = value[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            return String(rest[..<end])
        }
        return nil
    }

    /// `brandPrimary` of `[UIColor colorNamed:ACColorNameBrandPrimary]` (`NSColor` alike).
    static func generatedObjectiveCSymbol(_ value: String) -> String? {
        let prefix = "colorNamed:ACColorName"
        guard value.hasPrefix("["), value.hasSuffix("]"), let start = value.range(of: prefix) else { return nil }
        let symbol = value[start.upperBound...].dropLast()
        guard let first = symbol.first, symbol.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return nil
        }
        return first.lowercased() + symbol.dropFirst()
    }

    /// (`UIColor`, `secondaryLabel`) of `UIColor.secondaryLabel`, `.secondaryLabel`, `[UIColor secondaryLabelColor]`.
    static func systemMember(_ value: String, implicitType: String = "UIColor") -> (String, String)? {
        func isName(_ s: Substring) -> Bool { !s.isEmpty && s.allSatisfy { $0.isLetter || $0.isNumber } }
        if value.hasPrefix("["), value.hasSuffix("]") {
            let parts = value.dropFirst().dropLast().split(separator: " ")
            guard parts.count == 2, ["UIColor", "NSColor"].contains(parts[0]), isName(parts[1]) else { return nil }
            return (String(parts[0]), String(parts[1]))
        }
        if value.hasPrefix("."), isName(value.dropFirst()) { return (implicitType, String(value.dropFirst())) }
        let parts = value.split(separator: ".")
        guard parts.count == 2, ["UIColor", "NSColor"].contains(parts[0]), isName(parts[1]) else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}

extension String {
    func trimmingTrailing(_ suffix: Character) -> String {
        var s = self
        while s.last == suffix { s.removeLast() }
        return s
    }
}
