#import <UIKit/UIKit.h>

@interface StopCell : UITableViewCell
@property (nonatomic, strong, readonly) UILabel *nameLabel;
@end
