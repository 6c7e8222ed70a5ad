import SwiftUI

struct WorkspaceView: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                RemoteHostsList()
                    .frame(width: 280)
                EditorArea()
            }
            PanelHost()
        }
        .background(Color(themed: "sideBar.background"))
        .hiddenListBackground()
    }
}
