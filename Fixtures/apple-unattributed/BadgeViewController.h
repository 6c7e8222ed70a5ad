#import <UIKit/UIKit.h>

@interface BadgeViewController : UIViewController
@property (nonatomic, weak) IBOutlet UILabel *countLabel;
@property (nonatomic, weak) IBOutlet UIButton *clearButton;
@end

@interface BadgeViewController (Colors)
- (void)paintLabel:(UILabel *)label;
@end
