import SwiftUI
import UIKit

/// Xcode's canvas only: the controller in a representable, for the preview below.
struct WhatsNewPreview: View {
    var body: some View {
        ControllerContainer(controller: WhatsNewViewController())
    }
}

struct WhatsNewPreview_Previews: PreviewProvider {
    static var previews: some View {
        WhatsNewPreview()
    }
}

struct ControllerContainer<Controller: UIViewController>: UIViewControllerRepresentable {
    let controller: Controller

    func makeUIViewController(context: Context) -> Controller { controller }

    func updateUIViewController(_ uiViewController: Controller, context: Context) {}
}
