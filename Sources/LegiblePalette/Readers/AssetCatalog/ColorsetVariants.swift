import LegibleCore

/// Turns a colorset's decoded entries into palette variants, one per appearance and device (idiom, gamut).
///
/// Mapping (PaletteFormats.md §1.5): Any → `.light`, Dark → `.dark`, Any + High Contrast → `.lightHighContrast`,
/// Dark + High Contrast → `.darkHighContrast`. An explicit Light entry wins over Any (and Light + High Contrast over
/// Any + High Contrast): since iOS 13 and macOS 10.14 the system always asks for light or dark, so Any applies only
/// where there is no appearance at all. The shadowed Any entry is not dropped silently: it becomes a warning that
/// says whether it differs from the Light entry. A second entry for the same appearance and device is a warning too
/// (Xcode keeps one). Every entry therefore ends up as a variant or a diagnostic.
///
/// System color references are resolved per appearance from `AppleSystemColors`; one the table lacks stays a
/// variant with `resolved: nil` plus a warning, so it is visible but not checked. A system color (or the default
/// accent color) in the Any entry is dynamic: where the colorset has no Dark entry, the system shows its dark value
/// in dark mode, so a `.dark` variant with the same source is added. Otherwise the dark appearance would fall back
/// to the light value, which is not what runs.
enum ColorsetVariants {
    static func assemble(_ entries: [ColorsetEntry], into diagnostics: inout [Diagnostic]) -> [ColorVariant] {
        var chosen: [ColorsetDevice: [ColorsetAppearance: ColorsetEntry]] = [:]
        for entry in entries {
            if let first = chosen[entry.device]?[entry.appearance] {
                diagnostics.append(
                    .warning(
                        entry.location,
                        "duplicate \(entry.appearance.label) entry\(entry.device.label) (the first is at line \(first.location.line)); this one is not checked"
                    ))
            } else {
                chosen[entry.device, default: [:]][entry.appearance] = entry
            }
        }
        var variants: [(device: ColorsetDevice, variant: ColorVariant)] = []
        for (device, slots) in chosen {
            for (slot, entry) in slots {
                if slot.luminosity == .any,
                    let light = slots[ColorsetAppearance(luminosity: .light, highContrast: slot.highContrast)]
                {
                    diagnostics.append(shadowWarning(any: entry, light: light))
                    continue
                }
                var appearances = [slot.appearance]
                if slot == .any, entry.color.isDynamic,
                    slots[ColorsetAppearance(luminosity: .dark, highContrast: false)] == nil
                {
                    appearances.append(.dark)
                }
                for (n, appearance) in appearances.enumerated() {
                    let value = resolve(
                        entry.color, appearance: appearance, at: entry.location, warn: n == 0, into: &diagnostics)
                    variants.append(
                        (
                            device,
                            ColorVariant(
                                appearance: appearance, value: value, source: entry.location,
                                idiom: entry.idiom, displayGamut: entry.displayGamut)
                        ))
                }
            }
        }
        variants.sort {
            ($0.variant.appearance, $0.device, $0.variant.source.line) < (
                $1.variant.appearance, $1.device, $1.variant.source.line
            )
        }
        return variants.map(\.variant)
    }

    static func shadowWarning(any: ColorsetEntry, light: ColorsetEntry) -> Diagnostic {
        let same =
            switch (any.color, light.color) {
            case (.components(let a), .components(let b)): a.isSameColor(as: b)
            default: any.color == light.color
            }
        let comparison =
            same ? "the same color" : "a different color (\(describe(any.color)) vs \(describe(light.color)))"
        return .warning(
            any.location,
            "the \(any.appearance.label) entry is shadowed by the explicit \(light.appearance.label) entry at line \(light.location.line) and holds \(comparison); "
                + "it applies only where the system has no light/dark appearance, so it is not checked")
    }

    static func describe(_ color: ColorsetColor) -> String {
        switch color {
        case .components(let c): c.hexRGBA
        case .reference(let r): r.name
        case .systemDefaultAccent: "the system accent color"
        }
    }

    static func resolve(
        _ color: ColorsetColor, appearance: Appearance, at location: SourceLocation, warn: Bool,
        into diagnostics: inout [Diagnostic]
    ) -> ColorValue {
        switch color {
        case .components(let c):
            return .color(c)
        case .systemDefaultAccent:
            let reference = AppleSystemColors.defaultAccentReference
            return .system(reference, resolved: AppleSystemColors.resolve(reference, in: appearance))
        case .reference(let reference):
            let resolved = AppleSystemColors.resolve(reference, in: appearance)
            if resolved == nil && warn && appearance.isHighContrast {
                diagnostics.append(
                    .warning(
                        location,
                        "system color '\(reference.name)' has no increased-contrast value in Legible's table; this \(appearance.label) slot is not checked (its normal value would not be what runs)"
                    ))
            } else if resolved == nil && warn {
                let platform = reference.platform.map { " (platform \($0))" } ?? " (no platform; read as macOS)"
                diagnostics.append(
                    .warning(
                        location,
                        "system color '\(reference.name)'\(platform) is not in Legible's table; it is not checked"))
            }
            return .system(reference, resolved: resolved)
        }
    }
}

extension ColorsetColor {
    /// System colors change with the appearance; component colors do not.
    var isDynamic: Bool {
        switch self {
        case .components: false
        case .reference, .systemDefaultAccent: true
        }
    }
}
