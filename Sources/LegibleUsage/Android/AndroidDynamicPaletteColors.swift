import LegiblePalette

/// Colors Android 12 and later take from the wallpaper, named directly rather than through a color role: the
/// framework's `@android:color/system_*` (`system_accent1_600`, `system_neutral1_10`, and from API 34
/// `system_on_surface_light` and the other role colors: Android's `android.R.color`, "Added in API level 31", values
/// generated from the wallpaper at run time), and the color resources material-components-android defines only in its
/// `values-v31` and `color-v31` folders as references to them (`lib/java/com/google/android/material/color/res/`):
/// the tonal palettes `material_dynamic_primary40`, `material_dynamic_neutral_variant30` (`values-v31/colors.xml`) and
/// `m3_ref_palette_dynamic_neutral10` (`values-v31/tokens.xml`: tone 100 → `system_…_0`, 99 → `_10`, 95 → `_50`,
/// 90 … 10 → `_100` … `_900`, 0 → `_1000`; the other tones, `color-v31/m3_ref_palette_dynamic_neutral92.xml`, are
/// those colors at another lightness), the color roles `m3_sys_color_dynamic_light_on_surface`, and the state lists
/// `m3_dynamic_default_color_primary_text` (`color-v31`). Its `material_dynamic_color_*_error*` are the fixed error
/// tones, not these.
///
/// The theme resolver gives such a color as a system color with no value (`resolved: nil`), so the pair is built with
/// the rest of what the source proves, and needs review ("dynamic color"): `AndroidLayoutWalker.dynamicPaletteVariants`
/// (with the fixed colors a device below Android 12 reads from the older values folders, when `minSdk` lets one run
/// the app), and `apply(to:)` for a pair another path built.
enum AndroidDynamicPaletteColors {
    /// material-components-android's names of wallpaper colors.
    static let libraryPrefixes = [
        "material_dynamic_", "m3_ref_palette_dynamic_", "m3_sys_color_dynamic_", "m3_dynamic_",
    ]

    /// The framework's wallpaper colors, `@android:color/system_…`.
    static let frameworkPrefix = "system_"

    /// Whether `@color/name` is a wallpaper color of material-components-android.
    static func isLibraryColor(_ name: String) -> Bool {
        libraryPrefixes.contains { name.hasPrefix($0) } && !name.hasPrefix("material_dynamic_color_")
    }

    /// The palettes of the library's tonal names, with the framework palette each reads.
    static let palettes: [(name: String, system: String)] = [
        ("neutral_variant", "neutral2"), ("neutral", "neutral1"), ("primary", "accent1"), ("secondary", "accent2"),
        ("tertiary", "accent3"),
    ]

    /// The framework color a library tone is (`material_dynamic_neutral10` → `@android:color/system_neutral1_900`), nil
    /// for another name or a tone the framework has no color of.
    static func frameworkColor(of name: String) -> String? {
        guard let prefix = ["material_dynamic_", "m3_ref_palette_dynamic_"].first(where: name.hasPrefix) else {
            return nil
        }
        let rest = name.dropFirst(prefix.count)
        for palette in palettes where rest.hasPrefix(palette.name) {
            guard let tone = Int(rest.dropFirst(palette.name.count)) else { return nil }
            let shades = [100: 0, 99: 10, 95: 50, 0: 1000]
            guard let shade = shades[tone] ?? (tone % 10 == 0 && tone > 0 && tone < 100 ? (100 - tone) * 10 : nil)
            else { return nil }
            return "@android:color/system_\(palette.system)_\(shade)"
        }
        return nil
    }

    /// The value the resolver gives a wallpaper color written as `reference` (`@color/material_dynamic_neutral10`,
    /// `@android:color/system_accent1_600`).
    static func value(_ reference: String) -> ColorValue {
        .system(SystemColorReference(platform: platform, name: reference), resolved: nil)
    }

    static let platform = "android"

    /// The wallpaper color a value is, as written, nil for any other value.
    static func reference(in value: ColorValue) -> String? {
        guard case .system(let ref, nil) = value, ref.platform == platform else { return nil }
        if ref.name.hasPrefix("@android:color/" + frameworkPrefix) { return ref.name }
        if ref.name.hasPrefix("@color/"), isLibraryColor(String(ref.name.dropFirst(7))) { return ref.name }
        return nil
    }

    /// The wallpaper color an observed color holds in some appearance, nil when it holds none.
    static func reference(in color: ObservedColor) -> String? {
        guard case .inline(let named) = color else { return nil }
        return named.variants.lazy.compactMap { reference(in: $0.value) }.first
    }

    /// What a reader is told the reference is: "@color/material_dynamic_neutral10 (material-components-android's
    /// values-v31: @android:color/system_neutral1_900)".
    static func describe(_ reference: String) -> String {
        if reference.hasPrefix("@android:color/") { return "\(reference) (a framework wallpaper color, API 31+)" }
        let name = String(reference.dropFirst(7))
        let system = frameworkColor(of: name).map { ": \($0)" } ?? ": a wallpaper color"
        return "\(reference) (material-components-android's values-v31\(system))"
    }

    /// Marks every pair not already under review whose text, background or backdrop is a wallpaper color.
    static func apply(to scan: inout UsageScan) {
        for index in scan.pairs.indices where scan.pairs[index].review == nil {
            let pair = scan.pairs[index]
            let side: (String, String)? =
                reference(in: pair.foreground).map { ("text color", $0) }
                ?? reference(in: pair.background).map { ("background", $0) }
                ?? pair.over.flatMap(reference(in:)).map { ("backdrop", $0) }
            guard let (what, reference) = side else { continue }
            scan.pairs[index].review = ReviewReason(
                .dynamicColor,
                "dynamic color: the wallpaper decides on Android 12+: the \(what) is \(describe(reference)); give it a "
                    + "fixed color to check it")
        }
    }
}

extension AndroidLayoutWalker {
    /// The pair as Android 12+ shows it when its text color, background or backdrop is a wallpaper color named directly
    /// (`AndroidDynamicPaletteColors`): the wallpaper's variant needs review, naming the color and where it is named;
    /// when the module's `minSdk` lets a device below Android 12 run the app and the styles of the values folders for
    /// API 30 and lower give the pair fixed colors (`belowAndroid12`: a `values-v31` theme naming the wallpaper's
    /// colors over a `values` one naming the app's), those are the asserted "Android 11 and below" variant. nil when no
    /// color of the pair is one.
    func dynamicPaletteVariants(of pair: ObservedPair, raw: String, resolved: [Resolution], overlays: [String])
        -> [ObservedPair]?
    {
        var found: (what: String, reference: String, location: SourceLocation)?
        for r in resolved where found == nil {
            let sides =
                [(r.foreground, "text color"), (r.background, "background")] + (r.over.map { [($0, "backdrop")] } ?? [])
            for (color, what) in sides {
                guard case .value(let value, let location) = color,
                    let reference = AndroidDynamicPaletteColors.reference(in: value)
                else { continue }
                found = (what, reference, location)
                break
            }
        }
        guard let found else { return nil }
        let minSdk = context.minSdk.minSdk(for: pair.site.location.path)
        let below = minSdk.map { $0.value < AndroidDynamicColors.firstRelease }
        var older: ObservedPair?
        if below == true {
            let plain = belowAndroid12(pair, raw: raw, resolved: resolved, overlays: overlays)
            let colors = [plain.foreground, plain.background] + [plain.over].compactMap { $0 }
            if !colors.contains(where: { AndroidDynamicPaletteColors.reference(in: $0) != nil }) { older = plain }
        }
        let fixed: String
        switch (minSdk, older) {
        case (_, .some): fixed = ""
        case (.some(let m), nil) where below == true:
            fixed =
                "; minSdk \(m.value) (\(m.location.fileAndLine)), but the values folders for API 30 and lower give it "
                + "no fixed color"
        case (.some(let m), nil):
            fixed = "; minSdk \(m.value) (\(m.location.fileAndLine)): no device below Android 12 shows a fixed color"
        case (nil, _):
            fixed = "; no minSdk found in a build.gradle above it: whether any device shows a fixed color is not known"
        }
        let reason = ReviewReason(
            .dynamicColor,
            "dynamic color: the wallpaper decides on Android 12+: the \(found.what) is "
                + "\(AndroidDynamicPaletteColors.describe(found.reference)), named at "
                + "\(found.location.folderFileAndLine)\(fixed); give it a fixed color to check it")
        let condition = older.map { _ in AndroidDynamicColors.fixedCondition(belowAndroid12: true, switchedOff: false) }
        return AndroidDynamicColors.variants(of: pair, review: reason, fixed: condition, fixedColors: older)
    }
}
