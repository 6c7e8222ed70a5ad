#import <UIKit/UIKit.h>

@interface TimelineView : UIView {
    IBOutlet UILabel *_unreadLabel;
    IBOutlet UILabel *_moreLabel;
    IBOutlet UILabel *_draftLabel;
}
@property (readonly) UILabel *unreadLabel;
@property (readonly) UILabel *moreLabel;
@property (readonly) UILabel *draftLabel;
@end
