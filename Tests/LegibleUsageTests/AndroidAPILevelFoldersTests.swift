import Foundation
import Testing
import LegiblePalette
import LegibleFiles
@testable import LegibleUsage
import LegibleTestSupport

/// Fixtures/android-api-level-folders: an app with `minSdk 26` whose `stage` color is defined in `values-v21`
/// (#EEEEEE) and `values-v23` (#FAFAFA), and whose `ink` is defined in `values` (#222222) and `values-v31` (#333333).
/// Every device runs API 26 or later, so every device reads `values-v23`'s `stage` (the highest API-level folder not
/// above its own level); `values-v31` is read only from Android 12, so the plain `ink` is what older devices show.
@Suite("Android API-level folders every device of the app reads")
struct AndroidAPILevelFoldersTests {
    typealias T = AndroidTestSupport

    @Test func theHighestFolderNotAboveMinSdkIsTheAppsValue() throws {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-api-level-folders")])
        let palette = AndroidResourceReader.read(files: files.values)
        let scan = AndroidLayoutReader.read(files, palette: palette)
        let pair = try #require(T.pair(scan, "program_title"))
        #expect(pair.review == nil, "\(String(describing: pair.review))")
        #expect(T.hex(pair.background, .light, palette) == "#fafafa", "\(pair.background)")
        // A folder above minSdk is an alternative for newer devices: the plain value stays the app's.
        #expect(T.hex(pair.foreground, .light, palette) == "#222222", "\(pair.foreground)")
    }

    @Test(
        arguments: [
            ("app/src/main/res [v23]", 26, -23), ("app/src/main/res [v21]", 26, -21), ("app/src/main/res [v31]", 26, 1),
            ("app/src/main/res", 26, 0), ("app/src/main/res [v23]", nil, 1), ("app/src/main/res [land]", 26, 1),
        ] as [(String, Int?, Int)])
    func rankOfAnOrigin(_ origin: String, _ minSdk: Int?, _ rank: Int) {
        #expect(AndroidAPILevelFolders.rank(ofOrigin: origin, minSdk: minSdk) == rank)
    }
}
