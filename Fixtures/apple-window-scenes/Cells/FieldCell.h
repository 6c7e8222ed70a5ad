#import <UIKit/UIKit.h>

@interface FieldCell : UITableViewCell

@property (nonatomic, weak) IBOutlet UILabel *titleLabel;

@end
