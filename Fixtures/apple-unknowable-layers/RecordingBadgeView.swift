import UIKit
import WebRTC

final class RecordingBadgeView: UIView {
    let statusLabel = UILabel()
    let previewView = RTCMTLVideoView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        addSubview(statusLabel)
        statusLabel.textColor = .white
        addSubview(previewView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
