/// The container color a Material 3 component draws by default, per the baseline scheme the pinned
/// material-components-android version gives (`AndroidThemeDefaults.Material3Baseline`). 1.11.0 moved the
/// components' container tokens to the surface-container roles; up to 1.10.x they draw `?attr/colorSurface` (tinted by
/// the elevation overlay, `AndroidElevationOverlay`) or `?attr/colorSurfaceVariant`. Sources: the `m3_comp_*` macros
/// of `lib/java/com/google/android/material/*/res/values/tokens.xml` at tags 1.10.0 and 1.11.0:
///
/// | component (macro) | up to 1.10.x | from 1.11.0 |
/// |---|---|---|
/// | Material alert dialog (`m3_comp_dialog_container_color`) | `?attr/colorSurface` | `?attr/colorSurfaceContainerHigh` |
/// | modal bottom sheet (`m3_comp_sheet_bottom_docked_container_color`) | `?attr/colorSurface` | `?attr/colorSurfaceContainerLow` |
/// | elevated card (`m3_comp_elevated_card_container_color`) | `?attr/colorSurface` | `?attr/colorSurfaceContainerLow` |
/// | filled card (`m3_comp_filled_card_container_color`) | `?attr/colorSurfaceVariant` | `?attr/colorSurfaceContainerHighest` |
/// | elevated button (`m3_comp_elevated_button_container_color`) | `?attr/colorSurface` | `?attr/colorSurfaceContainerLow` |
/// | menu, auto-complete dropdown (`m3_comp_menu_container_color`) | `?attr/colorSurface` | `?attr/colorSurfaceContainer` |
/// | filled text field (`m3_comp_filled_text_field_container_color`) | `?attr/colorSurfaceVariant` | `?attr/colorSurfaceContainerHighest` |
/// | search view (`m3_comp_search_view_container_color`, `search/res/values/tokens.xml`, `Widget.Material3.SearchView`'s `backgroundTint`) | not read | `?attr/colorSurfaceContainerHigh` |
///
/// The elevation each one's `MaterialShapeDrawable` draws at, which tints a `colorSurface` fill up to 1.10.x
/// (`m3_sys_elevation_level*`: dialog level 3, 6dp; menu level 2, 3dp; sheet, elevated card and elevated button level 1,
/// 1dp), is `elevationDp`.
enum AndroidMaterial3Container: String, CaseIterable, Sendable {
    case dialog = "Material alert dialog"
    case bottomSheet = "modal bottom sheet"
    case elevatedCard = "elevated card"
    case filledCard = "filled card"
    case elevatedButton = "elevated button"
    case menu
    case filledTextField = "filled text field"
    case searchView = "search view"

    /// The container as a layout writes it, up to 1.10.x (nil: not among the sources read) and from 1.11.0.
    var fills: (tokens2021: String?, tokens2023: String) {
        switch self {
        case .searchView: (nil, "?attr/colorSurfaceContainerHigh")
        case .dialog: ("?attr/colorSurface", "?attr/colorSurfaceContainerHigh")
        case .bottomSheet, .elevatedCard, .elevatedButton: ("?attr/colorSurface", "?attr/colorSurfaceContainerLow")
        case .filledCard, .filledTextField: ("?attr/colorSurfaceVariant", "?attr/colorSurfaceContainerHighest")
        case .menu: ("?attr/colorSurface", "?attr/colorSurfaceContainer")
        }
    }

    /// The container under `baseline`; nil when the version is not known (the two differ for every component).
    func fill(_ baseline: AndroidThemeDefaults.Material3Baseline?) -> String? {
        switch baseline {
        case .tokens2021?: fills.tokens2021
        case .tokens2023?: fills.tokens2023
        case nil: nil
        }
    }

    /// The elevation (dp) of the component's surface, at which the library tints a `colorSurface` fill.
    var elevationDp: Double {
        switch self {
        case .dialog, .searchView: 6
        case .menu: 3
        case .bottomSheet, .elevatedCard, .elevatedButton: 1
        case .filledCard, .filledTextField: 0
        }
    }

    /// Why the container is not known when the version is not: both fills, for the reader.
    func unknownVersion(_ why: String) -> String {
        guard let old = fills.tokens2021 else { return unreadBefore }
        return "Material 3's \(rawValue) draws \(old) up to material-components-android 1.10.x and "
            + "\(fills.tokens2023) from 1.11.0, and \(why)"
    }

    /// Why the container is not known for a version before 1.11.0 whose default the sources read do not give.
    var unreadBefore: String {
        "Material 3's \(rawValue) draws \(fills.tokens2023) from material-components-android 1.11.0; its container "
            + "before 1.11.0 is not among the sources Legible reads"
    }
}

/// A library widget's default color: a theme role every version of the library gives the same way, or a Material 3
/// container whose role follows the pinned version (`AndroidMaterial3Container`).
enum AndroidMaterialDefault: Equatable, Sendable {
    /// A color as a layout writes it (`?attr/colorPrimary`).
    case role(String)
    case container(AndroidMaterial3Container)

    /// What the default is under `baseline`: the color as a layout writes it and, for a container up to 1.10.x, the
    /// elevation (dp) its `colorSurface` fill is tinted at; or why it is not known (the version is not known:
    /// `versionUnknown`).
    func resolved(_ baseline: AndroidThemeDefaults.Material3Baseline?, versionUnknown: String) -> Resolved {
        switch self {
        case .role(let raw): return .fill(raw, elevationDp: nil)
        case .container(let container):
            guard let raw = container.fill(baseline) else {
                return .unknown(baseline == nil ? container.unknownVersion(versionUnknown) : container.unreadBefore)
            }
            let tinted = baseline == .tokens2021 && container.elevationDp > 0
            return .fill(raw, elevationDp: tinted ? container.elevationDp : nil)
        }
    }

    enum Resolved: Equatable {
        case fill(String, elevationDp: Double?)
        case unknown(String)
    }
}
