#import <UIKit/UIKit.h>

extern NSString *const kArchiveCellNibName;

@interface ArchiveCell : UITableViewCell
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@end
