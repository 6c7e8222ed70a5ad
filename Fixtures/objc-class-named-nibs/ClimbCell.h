#import <UIKit/UIKit.h>

@interface ClimbCell : UITableViewCell

@property (weak, nonatomic) IBOutlet UILabel *climbTitle;

@end
