import UIKit
import WebRTC

final class ParticipantTileView: UIView {
    let videoView = RTCMTLVideoView(frame: .zero)
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray
        addSubview(videoView)
        addSubview(nameLabel)
        nameLabel.textColor = .white
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
