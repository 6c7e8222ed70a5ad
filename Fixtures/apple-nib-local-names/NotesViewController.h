#import <UIKit/UIKit.h>

@interface NoteCell : UITableViewCell
@property (nonatomic, weak) IBOutlet UILabel *titleLabel;
@end

@interface NotesViewController : UITableViewController
@end
