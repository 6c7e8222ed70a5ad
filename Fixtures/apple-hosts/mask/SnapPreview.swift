import SwiftUI

struct SnapPreview: View {
    var cornerRadius: CGFloat = 12

    var body: some View {
        ZStack {
            Color(nsColor: .windowBackgroundColor)
            VisualEffectBlur()
                .mask {
                    RoundedRectangle(cornerRadius: cornerRadius)
                        .foregroundColor(.white)
                }
            Text("Left half")
                .foregroundColor(.secondary)
                .mask(Capsule().fill(.black))
            Text("Drag to snap")
                .foregroundColor(.primary)
        }
    }
}

struct VisualEffectBlur: NSViewRepresentable {
    func makeNSView(context: Context) -> NSVisualEffectView {
        let view = NSVisualEffectView()
        view.material = .hudWindow
        view.blendingMode = .behindWindow
        return view
    }

    func updateNSView(_ nsView: NSVisualEffectView, context: Context) {}
}
