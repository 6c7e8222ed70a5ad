#import <UIKit/UIKit.h>

@interface BubbleCell : UITableViewCell
@property (weak, nonatomic) IBOutlet UILabel *messageLabel;
@end
