#import <UIKit/UIKit.h>

@interface ArchiveCell : UITableViewCell
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@end
