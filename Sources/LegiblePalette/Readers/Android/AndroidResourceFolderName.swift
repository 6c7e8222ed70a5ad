/// Android resource folder names ("Providing alternative resources"): a resource type, then optional
/// dash-separated configuration qualifiers (`values`, `values-night`, `values-night-v35`, `layout-land`).
/// `valuesOld` or `values_v2` are not resource folders: aapt rejects them.
///
/// The one test of "is this a values (or layout) folder" for the palette reader (`PaletteLoader`,
/// `AndroidResourceFolder`) and the layout reader (`AndroidProjectFiles`).
public enum AndroidResourceFolderName {
    /// Whether `folderName` is the folder of resource type `type`, with or without qualifiers.
    public static func isFolder(_ folderName: some StringProtocol, ofType type: String) -> Bool {
        folderName == type || folderName.hasPrefix(type + "-")
    }

    /// Whether `folderName` is a `values` or `values-…` folder.
    public static func isValues(_ folderName: some StringProtocol) -> Bool { isFolder(folderName, ofType: "values") }

    /// The night-mode qualifier of a resource folder (`layout-night`, `layout-night-v21` → true; `layout-notnight` →
    /// false; none → nil). Android picks a `-night` resource only when the configuration's UI mode is night (dark
    /// appearance), a `-notnight` one only when it is not ("Providing alternative resources", table 2).
    public static func night(_ folderName: some StringProtocol) -> Bool? {
        let qualifiers = folderName.split(separator: "-").dropFirst()
        if qualifiers.contains("night") { return true }
        if qualifiers.contains("notnight") { return false }
        return nil
    }
}
