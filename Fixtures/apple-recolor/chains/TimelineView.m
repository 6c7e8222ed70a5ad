#import "TimelineView.h"

@implementation TimelineView

- (UILabel *)unreadLabel {
    return _unreadLabel;
}

- (UILabel *)moreLabel {
    return _moreLabel;
}

- (UILabel *)draftLabel {
    return _draftLabel;
}

@end
