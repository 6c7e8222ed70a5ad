#import <UIKit/UIKit.h>
#import "TimelineView.h"

@interface ChatViewController : UIViewController {
    IBOutlet TimelineView *_timelineView;
    IBOutlet UILabel *_statusLabel;
}
- (id)visibleTimeline;
@end
