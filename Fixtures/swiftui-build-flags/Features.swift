import Foundation

enum Features {
    static var themesEnabled: Bool {
        #if THEMES_ENABLED
        return true
        #else
        return false
        #endif
    }
}
