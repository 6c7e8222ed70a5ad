import SwiftUI

/// The colors of the note editor, following the app's theme.
final class NoteEditorTheme: ObservableObject {
    @ObservedObject var theme: ThemeManager = .shared

    var title: Color { theme.headline }
    var hint: Color { theme.body }
    var background: Color { theme.surface }
}
