#import "ChatViewController.h"

@implementation ChatViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self applyTheme];
}

- (id)visibleTimeline {
    return _timelineView;
}

- (void)applyTheme {
    self->_timelineView.unreadLabel.textColor = self->_timelineView.moreLabel.textColor = [UIColor systemOrangeColor];
    _statusLabel.textColor = [UIColor systemGreenColor];
    self.visibleTimeline.draftLabel.textColor = [UIColor systemIndigoColor];
}

@end
