#import <UIKit/UIKit.h>

@interface DescentCell : UITableViewCell

@property (weak, nonatomic) IBOutlet UILabel *descentTitle;

@end
